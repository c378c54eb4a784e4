import Testing
import UIKit

/// `UIListContentConfiguration.imageProperties` and the paddings and margins of list
/// content: where the image, text and secondary text of a `UIListContentView` stand,
/// and how the image is drawn.
@MainActor
@Suite struct ListContentImagePropertiesTests {
    /// A solid image of `size` points at 1×, drawn as a template when `template`.
    private func solid(_ color: UIColor, _ size: CGSize, template: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        return template ? image.withRenderingMode(.alwaysTemplate) : image
    }

    /// A list content view of `configuration`, 200 × 60 points, shown in a window.
    private func shown(_ configuration: UIListContentConfiguration) -> (UIWindow, UIListContentView) {
        let window = makeWindow(width: 200, height: 60)
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        window.addSubview(content)
        commit(window)
        return (window, content)
    }

    private func imageFrame(_ content: UIListContentView) -> CGRect? {
        content.subviews.first { $0 is UIImageView }?.frame
    }

    private func labelFrames(_ content: UIListContentView) -> [CGRect] {
        content.subviews.compactMap { $0 as? UILabel }.map(\.frame)
    }

    private func cell(image: UIImage, _ change: (inout UIListContentConfiguration.ImageProperties) -> Void) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = image
        configuration.text = "Row"
        change(&configuration.imageProperties)
        return configuration
    }

    @Test func aReservedLayoutSizeCentresTheImageInItsRoomAndStartsTheTextAfterIt() {
        let (_, content) = shown(cell(image: solid(.red, CGSize(width: 20, height: 10))) { $0.reservedLayoutSize = CGSize(width: 40, height: 0) })
        // The 40-point room starts at the 16-point margin; the image is centred in it
        // (10 points in), vertically in the row; the text starts 16 points after the room.
        #expect(imageFrame(content) == CGRect(x: 26, y: 25, width: 20, height: 10))
        #expect(labelFrames(content).first?.minX == 72)
    }

    @Test func aReservedHeightMakesTheContentAtLeastThatTall() {
        let small = cell(image: solid(.red, CGSize(width: 20, height: 10))) { _ in }
        let reserved = cell(image: solid(.red, CGSize(width: 20, height: 10))) { $0.reservedLayoutSize = CGSize(width: 0, height: 60) }
        let width = CGSize(width: 200, height: 0)
        #expect(UIListContentView(configuration: small).sizeThatFits(width).height == 44)
        // 60 points of room with the 11-point margins above and below.
        #expect(UIListContentView(configuration: reserved).sizeThatFits(width).height == 82)
    }

    @Test func theStandardDimensionReservesASymbolsRoomForAnyImage() {
        let (_, content) = shown(cell(image: solid(.red, CGSize(width: 10, height: 10))) {
            $0.reservedLayoutSize = CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
        })
        let room = UIFont.preferredFont(forTextStyle: .body).lineHeight.rounded(.up)
        #expect(labelFrames(content).first?.minX == 16 + room + 16)
        #expect(imageFrame(content)?.midX == 16 + room / 2)
    }

    @Test func aMaximumSizeScalesTheImageDownKeepingItsAspectRatio() {
        let wide = solid(.red, CGSize(width: 40, height: 20))
        let (_, byWidth) = shown(cell(image: wide) { $0.maximumSize = CGSize(width: 20, height: 0) })
        #expect(imageFrame(byWidth) == CGRect(x: 16, y: 25, width: 20, height: 10))
        #expect(labelFrames(byWidth).first?.minX == 52)
        let (_, byHeight) = shown(cell(image: wide) { $0.maximumSize = CGSize(width: 0, height: 8) })
        #expect(imageFrame(byHeight) == CGRect(x: 16, y: 26, width: 16, height: 8))
        // A smaller image is left as it is.
        let (_, fits) = shown(cell(image: wide) { $0.maximumSize = CGSize(width: 100, height: 100) })
        #expect(imageFrame(fits) == CGRect(x: 16, y: 20, width: 40, height: 20))
    }

    @Test func aScaledDownImageIsDrawnWholeInItsSmallerFrame() throws {
        // A 40 × 20 image, its left half red and its right half blue, shown 20 × 10.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let halves = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
        let (window, _) = shown(cell(image: halves) { $0.maximumSize = CGSize(width: 20, height: 10) })
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 18, 30) == rgb(255, 0, 0))
        #expect(pixel(frame, 33, 30) == rgb(0, 0, 255))
        #expect(pixel(frame, 37, 30) == .white)
    }

    @Test func aCornerRadiusClipsTheImagesCorners() throws {
        let (window, content) = shown(cell(image: solid(.red, CGSize(width: 20, height: 20))) { $0.cornerRadius = 10 })
        #expect(imageFrame(content) == CGRect(x: 16, y: 20, width: 20, height: 20))
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 16, 20) == .white)
        #expect(pixel(frame, 35, 39) == .white)
        #expect(pixel(frame, 26, 30) == rgb(255, 0, 0))
        #expect(pixel(frame, 18, 30) == rgb(255, 0, 0))
    }

    @Test func theTintColorTintsATemplateImageAndNilTakesTheInheritedTint() throws {
        let square = solid(.black, CGSize(width: 20, height: 20), template: true)
        let (tinted, _) = shown(cell(image: square) { $0.tintColor = .systemGreen })
        #expect(pixel(try frameImage(of: tinted), 26, 30) == UIColor.systemGreen.pixel)
        let (inherited, content) = shown(cell(image: square) { _ in })
        #expect(pixel(try frameImage(of: inherited), 26, 30) == UIColor.systemBlue.pixel)
        content.tintColor = .systemPink
        commit(inherited)
        #expect(pixel(try frameImage(of: inherited), 26, 30) == UIColor.systemPink.pixel)
        #expect(UIListContentConfiguration.cell().imageProperties.resolvedTintColor(for: .systemPink) == .systemPink)
    }

    @Test func aPreferredSymbolConfigurationSizesTheSymbol() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        let (_, content) = shown(cell(image: symbol) { $0.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30) })
        let expected = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))).size
        #expect(imageFrame(content)?.size == expected)
        let (_, plain) = shown(cell(image: symbol) { _ in })
        let body = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17))).size
        #expect(imageFrame(plain)?.size == body)
    }

    @Test func theHorizontalPaddingSeparatesSideBySideTexts() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Name"
        configuration.secondaryText = "Value"
        let (_, standard) = shown(configuration)
        configuration.textToSecondaryTextHorizontalPadding = 30
        let (_, wide) = shown(configuration)
        let before = labelFrames(standard), after = labelFrames(wide)
        // The value stays at the trailing margin; the text's column ends 30 points before it.
        #expect(before[1] == after[1])
        #expect(before[0].maxX == before[1].minX - 8)
        #expect(after[0].maxX == after[1].minX - 30)
    }

    @Test func withoutHorizontalSuperviewMarginsTheContentStandsExactlyItsMarginsIn() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Row"
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 4, bottom: 11, trailing: 4)
        let (_, kept) = shown(configuration)
        // Kept, the row's 16-point margin is the least the content takes.
        #expect(labelFrames(kept).first?.minX == 16)
        #expect(labelFrames(kept).first?.maxX == 184)
        configuration.axesPreservingSuperviewLayoutMargins = .vertical
        let (_, own) = shown(configuration)
        #expect(labelFrames(own).first?.minX == 4)
        #expect(labelFrames(own).first?.maxX == 196)
        #expect(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .both)
    }

    @Test func theImagePropertiesReachTheImageView() throws {
        let (_, content) = shown(cell(image: solid(.red, CGSize(width: 10, height: 10))) {
            $0.accessibilityIgnoresInvertColors = true
            $0.cornerRadius = 3
        })
        let imageView = try #require(content.subviews.first { $0 is UIImageView })
        #expect(imageView.accessibilityIgnoresInvertColors)
        #expect(imageView.layer.cornerRadius == 3)
        #expect(imageView.clipsToBounds)
    }
}
