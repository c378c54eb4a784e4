import Testing
import UIKit

/// `UICellAccessory`'s editing, label and custom-view accessories on a
/// `UICollectionViewListCell`: which show while the collection view edits or not, the
/// side and order the system gives them, where they stand and how they are drawn.
@MainActor
@Suite struct ListCellAccessoryTests {
    /// A plain list of one row titled "Row" with `accessories`, 200 points wide, at 1×.
    @MainActor final class OneRow: NSObject, UICollectionViewDataSource {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        var accessories: [UICellAccessory]
        private let cells = UICollectionView.CellRegistration<UICollectionViewListCell, [UICellAccessory]> { cell, _, accessories in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            cell.accessories = accessories
        }

        init(_ accessories: [UICellAccessory]) {
            self.accessories = accessories
            super.init()
            collectionView.dataSource = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: accessories)
        }
    }

    private func shown(_ list: OneRow) -> (UIWindow, UICollectionViewListCell) {
        let window = makeWindow(width: 200, height: 100)
        window.addSubview(list.collectionView)
        commit(window)
        return (window, list.collectionView.visibleCells[0] as! UICollectionViewListCell)
    }

    /// The frames of the cell's accessory views (every subview but the content view and
    /// the separator lines), left to right.
    private func accessoryFrames(_ cell: UICollectionViewListCell) -> [CGRect] {
        cell.subviews.filter { $0 !== cell.contentView && $0.frame.height > 1 && !$0.isHidden }.map(\.frame).sorted { $0.minX < $1.minX }
    }

    /// y of a `height`-point accessory centred in the 44-point row.
    private func centred(_ height: CGFloat) -> CGFloat { ((44 - height) / 2).rounded() }

    @Test func editingAccessoriesShowOnlyWhileTheCollectionViewEdits() throws {
        let list = OneRow([.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder()])
        let (window, cell) = shown(list)
        // Not editing: the chevron alone, 16 points from the right edge.
        #expect(accessoryFrames(cell) == [CGRect(x: 176, y: centred(14), width: 8, height: 14)])
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 176, height: 44))
        list.collectionView.isEditing = true
        commit(window)
        // Editing: the delete circle at the leading margin, the grip at the trailing one.
        #expect(cell.configurationState.isEditing)
        #expect(accessoryFrames(cell) == [CGRect(x: 16, y: 11, width: 22, height: 22),
                                          CGRect(x: 166, y: centred(13), width: 18, height: 13)])
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 128, height: 44))
        let image = try frameImage(of: window)
        #expect(pixel(image, 27, 14) == UIColor.systemRed.pixel)
        #expect(pixel(image, 27, 22) == .white, "the white minus across the circle")
        list.collectionView.isEditing = false
        commit(window)
        #expect(accessoryFrames(cell) == [CGRect(x: 176, y: centred(14), width: 8, height: 14)])
    }

    @Test func systemAccessoriesTakeTheSystemsOrderWhateverTheArraysOrder() {
        let (_, cell) = shown(OneRow([.disclosureIndicator(), .label(text: "12"), .checkmark()]))
        let frames = accessoryFrames(cell)
        let labelWidth = UILabel.measuring("12").width
        // From the content outward: the label, the checkmark, the chevron.
        #expect(frames.count == 3)
        #expect(frames[2] == CGRect(x: 176, y: centred(14), width: 8, height: 14))
        #expect(frames[1] == CGRect(x: 154, y: centred(12), width: 14, height: 12))
        #expect(frames[0].maxX == 146)
        #expect(frames[0].width == labelWidth)
        let label = cell.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.textColor == .secondaryLabel)
        #expect(label?.font == UIFont.preferredFont(forTextStyle: .body))
    }

    @Test func aCustomViewStandsWhereItsPlacementSays() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let pin = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        let leading = UICellAccessory.CustomViewConfiguration(customView: badge, placement: .leading(), maintainsFixedSize: true)
        // Before the chevron (inside it), as `position(before:)` picks.
        let trailing = UICellAccessory.CustomViewConfiguration(
            customView: pin, placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator())))
        let (_, cell) = shown(OneRow([.customView(configuration: leading), .disclosureIndicator(),
                                      .customView(configuration: trailing)]))
        #expect(badge.frame == CGRect(x: 16, y: 12, width: 30, height: 20))
        #expect(pin.frame == CGRect(x: 156, y: 16, width: 12, height: 12))
        #expect(cell.contentView.frame == CGRect(x: 46, y: 0, width: 110, height: 44))
        #expect(badge.superview === cell && pin.superview === cell)
    }

    @Test func aTrailingCustomViewGoesOutermostByDefault() {
        let pin = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        let (_, _) = shown(OneRow([.disclosureIndicator(),
                                   .customView(configuration: .init(customView: pin, placement: .trailing()))]))
        #expect(pin.frame == CGRect(x: 172, y: 16, width: 12, height: 12))
    }

    @Test func aHiddenAccessoryKeepsItsRoomAndAReservedWidthCentresIt() throws {
        let list = OneRow([.delete(options: .init(isHidden: true)),
                           .multiselect(displayed: .always, options: .init(reservedLayoutWidth: .custom(40)))])
        let (window, cell) = shown(list)
        // Not editing: the circle alone, centred in its 40 points of room.
        #expect(accessoryFrames(cell) == [CGRect(x: 25, y: 11, width: 22, height: 22)])
        #expect(cell.contentView.frame == CGRect(x: 56, y: 0, width: 144, height: 44))
        #expect(pixel(try frameImage(of: window), 36, 22) == .white)
        list.collectionView.isEditing = true
        commit(window)
        // Editing: the hidden delete control keeps its 22 points inside the circle's room.
        #expect(accessoryFrames(cell) == [CGRect(x: 25, y: 11, width: 22, height: 22)])
        #expect(cell.contentView.frame == CGRect(x: 86, y: 0, width: 114, height: 44))
        #expect(pixel(try frameImage(of: window), 75, 14) == .white)
    }

    @Test func theOptionsColoursDrawTheControl() throws {
        let list = OneRow([.delete(displayed: .always, options: .init(tintColor: .black, backgroundColor: .systemBlue))])
        let (window, _) = shown(list)
        let image = try frameImage(of: window)
        #expect(pixel(image, 27, 14) == UIColor.systemBlue.pixel)
        #expect(pixel(image, 27, 22) == .black)
    }

    @Test func aMultiselectCircleShowsTheCellsSelection() throws {
        let list = OneRow([.multiselect()])
        list.collectionView.allowsMultipleSelection = true
        let (window, cell) = shown(list)
        list.collectionView.isEditing = true
        commit(window)
        #expect(accessoryFrames(cell) == [CGRect(x: 16, y: 11, width: 22, height: 22)])
        var image = try frameImage(of: window)
        #expect(pixel(image, 27, 22) == .white, "an empty ring")
        list.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        commit(window)
        image = try frameImage(of: window)
        #expect(pixel(image, 27, 13) == UIColor.systemBlue.pixel, "filled in the tint colour")
    }

    @Test func aTapOnADeleteAccessoryCallsItsHandlerAndSelectsNothing() {
        var taps = 0
        let list = OneRow([.delete(displayed: .always, actionHandler: { taps += 1 })])
        let (window, _) = shown(list)
        window.scheduleTap(at: CGPoint(x: 27, y: 22))
        window.eventLoop.runUntilIdle()
        #expect(taps == 1)
        #expect((list.collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        window.scheduleTap(at: CGPoint(x: 120, y: 22))
        window.eventLoop.runUntilIdle()
        #expect(taps == 1)
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func aCollectionViewControllerEditsItsCollectionView() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
    }
}

private extension UILabel {
    /// The size of `text` in a one-line body-font label.
    static func measuring(_ text: String) -> CGSize {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = text
        return label.sizeThatFits(.zero)
    }
}
