import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// A `CollectionView` with a list appearance in scenes: sections of rows (texts,
/// image, accessory, swipe actions) or templates, as a table's, laid out by a list
/// layout; and the problems of bad list keys, named at their line.
@Suite struct CollectionListSceneTests {
    /// A 200 × 300 window whose root is a collection list `list` of `appearance`, one
    /// section titled Mail holding `rows` (YAML lines).
    static func list(_ rows: String, appearance: String = "insetGrouped", extra: String = "") -> String {
        """
        size: [200, 300]
        root:
          class: CollectionView
          id: list
          listAppearance: \(appearance)
          sections:
            - header: Mail
              rows:
        \(rows.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))

        """ + extra
    }

    @Test func listSectionsAreReadAsATablesWithTheirTemplates() throws {
        let root = try loadScene(Self.list("- {text: \"Message {n}\", secondaryText: \"#{n}\", accessory: checkmark, repeat: 3}"))
            .tree.rootView
        var sections: [SceneTableSection] = []
        var appearance: CollectionLayoutListConfiguration.Appearance?
        for property in root.properties {
            if case .collectionListSections(let found) = property { sections = found }
            if case .listAppearance(let found) = property { appearance = found }
        }
        #expect(appearance == .insetGrouped)
        #expect(sections.first?.header == "Mail")
        #expect(sections.first?.rows.map(\.text) == ["Message 1", "Message 2", "Message 3"])
        #expect(sections.first?.rows.map(\.secondaryText) == ["#1", "#2", "#3"])
    }

    /// The rows are list cells of an inset-grouped list layout: 16 points in from the
    /// sides below the grouped header, on the grouped background, with their accessory.
    @Test @MainActor func anInsetGroupedListLaysItsRowsOutAsAListLayout() throws {
        let frame = try loadScene(Self.list("- {text: \"Row {n}\", accessory: disclosureIndicator, repeat: 3}")).render()[0]
        let cells = frame.layout.views[0].subviews.filter { $0.viewClass == "CollectionViewListCell" && $0.frame.height == 44 }
        let header = Font.preferredFont(forTextStyle: .footnote).lineHeight.rounded(.up) + 16 + 7
        let frames: [CGRect] = cells.map(\.frame).sorted { $0.minY < $1.minY }
        let expected: [CGRect] = (0..<3).map { CGRect(x: 16, y: header + 44 * CGFloat($0), width: 168, height: 44) }
        #expect(frames == expected)
        #expect(frame.image[5, 150] == Color.systemGroupedBackground.pixel)
        #expect(frame.image[30, Int(header) + 2] == Color.secondarySystemGroupedBackground.pixel)
    }

    /// A row's trailing actions come from the list configuration's provider: the
    /// `swipeRow` event reveals them as a table's.
    @Test @MainActor func aSwipeRowEventRevealsAListRowsTrailingActions() throws {
        let frame = try loadScene(Self.list("""
        - {text: Keep}
        - {text: Swiped, trailingActions: [{title: Delete, style: destructive}, {title: Flag, backgroundColor: systemOrange}]}
        """, appearance: "plain", extra: "events:\n  - {at: 0.1, swipeRow: [0, 1], in: list}\n")).render()[0]
        let y = Int(Font.preferredFont(forTextStyle: .headline).lineHeight.rounded(.up) + 10 + 44 + 22)
        #expect(frame.image[190, y] == Color.systemRed.pixel, "Delete at the trailing edge")
        #expect(frame.image[60, y] == Color.systemOrange.pixel, "Flag beside it")
    }

    @Test func badListKeysAreNamedWithTheirKeyPath() {
        #expect(problems(sceneWithRoot("class: CollectionView\nlistAppearance: insetgrouped\nsections: [{rows: [{text: A}]}]")) == [
            "scene.yaml:4:19: root.listAppearance: unknown list appearance \"insetgrouped\"; did you mean \"insetGrouped\"?",
        ])
        #expect(problems(sceneWithRoot("class: CollectionView\nsections:\n  - rows:\n      - {text: A, cellStyle: value1, switch: true}")) == [
            "scene.yaml:6:21: root.sections[0].rows[0].cellStyle: unknown key",
            "scene.yaml:6:40: root.sections[0].rows[0].switch: unknown key",
        ])
        #expect(problems(sceneWithRoot("class: CollectionView\nsections:\n  - {indexTitle: M, rows: []}")) == [
            "scene.yaml:5:8: root.sections[0].indexTitle: unknown key",
        ])
        #expect(problems(sceneWithRoot("class: CollectionView\nlistAppearance: plain\n"
                                       + "sections: [{items: 1, itemSize: {width: 1, height: 1}, groupSize: {width: 1, height: 1}}]")) == [
            "scene.yaml:4:19: root.listAppearance: expected no list appearance for sections of items (give the sections rows), "
                + "found \"plain\"",
        ])
    }
}
