import Testing
import UIKit

/// Cells drawing a `UIBackgroundConfiguration`: its fill, corners, stroke and insets,
/// its state colours with and without automatic updates, its custom view, and how it
/// takes the place of the cell's background views.
@MainActor
@Suite struct BackgroundConfigurationTests {
    /// A 100 × 40 list cell at the top of a white 100 × 60 window.
    private func cellOnScreen() -> (UIWindow, UICollectionViewListCell) {
        let window = makeWindow(width: 100, height: 60)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(cell)
        return (window, cell)
    }

    @Test func aListCellDrawsItsConfiguredFillCornersStrokeAndInsets() throws {
        let (window, cell) = cellOnScreen()
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .red
        background.cornerRadius = 10
        background.strokeColor = .blue
        background.strokeWidth = 2
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
        cell.backgroundConfiguration = background
        commit(window)
        let image = try frameImage(of: window)
        // The background's frame is x 10…80, y 5…35; the stroke is the 2 points inside it.
        #expect(pixel(image, 45, 20) == rgb(255, 0, 0), "fill")
        #expect(pixel(image, 5, 20) == .white && pixel(image, 85, 20) == .white, "leading and trailing insets")
        #expect(pixel(image, 45, 2) == .white && pixel(image, 45, 37) == .white, "top and bottom insets")
        #expect([pixel(image, 10, 20), pixel(image, 11, 20), pixel(image, 79, 20), pixel(image, 45, 5), pixel(image, 45, 34)]
            .allSatisfy { $0 == rgb(0, 0, 255) }, "stroke")
        #expect(pixel(image, 12, 20) == rgb(255, 0, 0) && pixel(image, 45, 7) == rgb(255, 0, 0), "fill inside the stroke")
        #expect(pixel(image, 10, 5) == .white && pixel(image, 79, 34) == .white, "rounded corners")
    }

    @Test func automaticUpdatesGiveASelectedPlainCellTheSystemGray() throws {
        let (window, cell) = cellOnScreen()
        cell.backgroundConfiguration = .listPlainCell()
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == .white)
        cell.isSelected = true
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == rgb(0xD1, 0xD1, 0xD6), "systemGray4")
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isSelected = false
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == .white)
    }

    @Test func withoutAutomaticUpdatesASelectedCellKeepsItsBackground() throws {
        let (window, cell) = cellOnScreen()
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        cell.isSelected = true
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == .white)
    }

    @Test func aCustomisedColourSurvivesTheUpdateForSelection() throws {
        let (window, cell) = cellOnScreen()
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .green
        cell.backgroundConfiguration = background
        cell.isHighlighted = true
        cell.isSelected = true
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == rgb(0, 255, 0))
        #expect(cell.backgroundConfiguration?.backgroundColor == .green)
    }

    @Test func aSelectedTableCellShowsTheConfigurationsColourNotTheSelectedBackgroundView() throws {
        let window = makeWindow(width: 100, height: 60)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(cell)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = nil
        cell.tintColor = .blue
        cell.backgroundConfiguration = background
        cell.setSelected(true, animated: false)
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == rgb(0, 0, 255), "a nil colour is the tint colour")
    }

    @Test func theCustomViewFillsTheBackgroundsFrame() throws {
        let (window, cell) = cellOnScreen()
        let custom = UIView()
        custom.backgroundColor = .green
        var background = UIBackgroundConfiguration.clear()
        background.customView = custom
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 10)
        cell.backgroundConfiguration = background
        commit(window)
        #expect(custom.convert(custom.bounds, to: cell) == CGRect(x: 6, y: 4, width: 84, height: 28))
        let image = try frameImage(of: window)
        #expect(pixel(image, 6, 4) == rgb(0, 255, 0) && pixel(image, 89, 31) == rgb(0, 255, 0))
        #expect(pixel(image, 5, 20) == .white && pixel(image, 50, 32) == .white)
    }

    @Test func insetsCountFromTheLayoutMarginsOnTheEdgesThatAddThem() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: 12, bottom: 2, trailing: 12)
        let custom = UIView()
        var background = UIBackgroundConfiguration.clear()
        background.customView = custom
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 3)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .top]
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        #expect(custom.convert(custom.bounds, to: cell) == CGRect(x: 15, y: 3, width: 82, height: 36))
    }

    @Test func aHeaderFooterViewDrawsItsConfiguration() throws {
        let window = makeWindow(width: 100, height: 60)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        window.addSubview(header)
        var background = UIBackgroundConfiguration.listPlainHeaderFooter()
        background.backgroundColor = .red
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 50)
        header.backgroundConfiguration = background
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 25, 15) == rgb(255, 0, 0) && pixel(image, 75, 15) == .white)
    }

    @Test func theConfigurationTakesThePlaceOfTheBackgroundViewAndColour() throws {
        let (window, cell) = cellOnScreen()
        cell.backgroundColor = .red
        let view = UIView()
        view.backgroundColor = .green
        cell.backgroundView = view
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .blue
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView == nil)
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == rgb(0, 0, 255))
        cell.backgroundView = view
        #expect(cell.backgroundConfiguration == nil)
        commit(window)
        #expect(pixel(try frameImage(of: window), 50, 20) == rgb(0, 255, 0))
    }

    @Test func theResolvedColoursFallBackToTheTintAndGoThroughTheTransformers() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .red) == .red)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .green }
        #expect(background.resolvedBackgroundColor(for: .red) == .green)
        background.strokeColor = .blue
        #expect(background.resolvedStrokeColor(for: .red) == .blue)
    }
}
