import Testing
import UIKit

/// A photo that offers Copy and Delete in a context menu, as a photo grid's cell does.
private final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
    let photo = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 34))
    var offersMenu = true
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0.4, blue: 0.6, alpha: 1)
        photo.backgroundColor = .blue
        view.addSubview(photo)
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration \(location.x),\(location.y)")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggestedActions in
            self.log.append("actions \(suggestedActions.count)")
            return UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "square.and.arrow.up")) { _ in self.log.append("Copy") },
                UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("Delete") },
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
        animator?.addAnimations { self.log.append("alongside") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
    }
}

/// A table whose rows offer a context menu, as a mail list does.
private final class InboxController: UITableViewController {
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Archive") { _ in }])
        }
    }
}

/// A grid that still implements the one-item form deprecated in iOS 16.
private final class GridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "item \(indexPath.item)" as NSString, previewProvider: nil, actionProvider: nil)
    }
}

/// `UIContextMenuInteraction`: a long press asks the delegate for a configuration at
/// the press, opens the provided menu anchored to the view and tells the delegate it
/// will display and, when the menu closes, that it will end.
@MainActor @Suite struct ContextMenuInteractionTests {
    private func longPress(_ window: UIWindow, at point: CGPoint) {
        window.scheduleLongPress(at: point)
        window.eventLoop.runUntilIdle()
    }

    private func tap(_ window: UIWindow, at point: CGPoint) {
        window.scheduleTap(at: point)
        window.eventLoop.runUntilIdle()
    }

    @Test func aLongPressOpensTheMenuUnderTheViewAndAnActionEndsItBeforeItsHandler() throws {
        let controller = PhotoController()
        let window = showOnIPhone16e(controller)
        longPress(window, at: CGPoint(x: 50, y: 117))
        #expect(controller.log == ["configuration 30.0,17.0", "actions 0", "willDisplay photo", "alongside"],
                "asked with the press in the view, given no suggested actions, told before the menu shows")
        let interaction = try #require(controller.photo.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.location(in: controller.photo) == CGPoint(x: 30, y: 17))
        #expect(interaction.location(in: nil) == CGPoint(x: 50, y: 117))
        var image = try frameImage(of: window)
        // The platter: 8 points under the view, at its leading edge, two 44-point rows
        // after 6 points of padding.
        let white = Pixel(red: 255, green: 255, blue: 255)
        #expect(pixel(image, 3 * 145, 3 * 150) == white)
        #expect(pixel(image, 3 * 145, 3 * 139) != white, "the platter starts 8 points under the view")
        #expect(pixel(image, 3 * 80, 3 * 105) == Pixel(red: 0, green: 0, blue: 255), "the view stays uncovered")
        tap(window, at: CGPoint(x: 80, y: 142 + 6 + 22))
        #expect(controller.log.suffix(2) == ["willEnd", "Copy"])
        image = try frameImage(of: window)
        #expect(pixel(image, 3 * 145, 3 * 150) == Pixel(red: 0, green: 102, blue: 153), "the menu has gone")
    }

    @Test func aTapOrANilConfigurationOpensNothing() throws {
        let controller = PhotoController()
        let window = showOnIPhone16e(controller)
        tap(window, at: CGPoint(x: 50, y: 117))
        #expect(controller.log.isEmpty, "a tap is no long press")
        controller.offersMenu = false
        longPress(window, at: CGPoint(x: 30, y: 110))
        #expect(controller.log == ["configuration 10.0,10.0"])
        #expect(pixel(try frameImage(of: window), 3 * 145, 3 * 150) == Pixel(red: 0, green: 102, blue: 153))
    }

    @Test func dismissMenuClosesItAndARemovedInteractionNoLongerAsks() throws {
        let controller = PhotoController()
        let window = showOnIPhone16e(controller)
        longPress(window, at: CGPoint(x: 50, y: 117))
        let interaction = try #require(controller.photo.interactions.first as? UIContextMenuInteraction)
        interaction.dismissMenu()
        window.eventLoop.runUntilIdle()
        #expect(controller.log.last == "willEnd")
        #expect(pixel(try frameImage(of: window), 3 * 145, 3 * 150) == Pixel(red: 0, green: 102, blue: 153))
        controller.photo.removeInteraction(interaction)
        controller.log = []
        longPress(window, at: CGPoint(x: 50, y: 117))
        #expect(controller.log.isEmpty)
    }

    @Test func listControllersOverrideTheContextMenuDelegateMethods() throws {
        let inbox = InboxController(style: .plain)
        let row = IndexPath(row: 2, section: 0)
        let configuration = try #require(inbox.tableView(inbox.tableView, contextMenuConfigurationForRowAt: row,
                                                         point: .zero))
        #expect(configuration.identifier as? NSIndexPath == row as NSIndexPath)
        #expect(configuration.actionProvider?([])?.children.map(\.title) == ["Archive"])

        let grid = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        let one = grid.collectionView(grid.collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 3, section: 0)],
                                      point: .zero)
        #expect(one?.identifier as? NSString == "item 3", "iOS 16's form falls back to the one-item form")
        #expect(grid.collectionView(grid.collectionView, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
        let fresh = UIContextMenuConfiguration()
        #expect(fresh.identifier is NSUUID && fresh.actionProvider == nil && fresh.preferredMenuElementOrder == .automatic)
    }
}
