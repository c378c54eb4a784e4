import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// `TableView` and `CollectionView` in scenes: sections, rows and templates, the
/// compositional sections, the row events, and the problems of bad sections, rows and
/// index paths, named at their line.
@Suite struct ListSceneTests {
    /// A 200 × 300 window whose root is a plain table `list` of `rows` (YAML lines) in
    /// one section, then `extra`.
    static func table(_ rows: String, extra: String = "") -> String {
        """
        size: [200, 300]
        root:
          class: TableView
          id: list
          rowHeight: 44
          sections:
            - header: Mail
              rows:
        \(rows.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))

        """ + extra
    }

    @Test func aTemplateRowIsRepeatedWithItsNumber() throws {
        let root = try loadScene(Self.table("- {text: \"Message {n}\", cellStyle: subtitle, secondaryText: \"#{n}\", repeat: 3}"))
            .tree.rootView
        var sections: [SceneTableSection] = []
        for case .tableSections(let found) in root.properties { sections = found }
        #expect(sections.count == 1)
        #expect(sections.first?.header == "Mail")
        #expect(sections.first?.rows.map(\.text) == ["Message 1", "Message 2", "Message 3"])
        #expect(sections.first?.rows.map(\.secondaryText) == ["#1", "#2", "#3"])
        #expect(sections.first?.rows.map(\.cellStyle) == [.subtitle, .subtitle, .subtitle])
    }

    @Test @MainActor func onlyTheRowsOnScreenHaveCells() throws {
        let frame = try loadScene(Self.table("- {text: \"Row {n}\", repeat: 10000}")).render()[0]
        let cells = frame.layout.views[0].subviews.filter { $0.viewClass == "TableViewCell" }
        // Below the plain header's 22-point top padding and its title (31 points),
        // 44-point rows down to the bottom.
        #expect(cells.map(\.frame.minY).sorted() == [53, 97, 141, 185, 229, 273])
    }

    @Test @MainActor func aSwipeRowEventRevealsTheTrailingActions() throws {
        let frame = try loadScene(Self.table("""
        - {text: Keep}
        - {text: Swiped, trailingActions: [{title: Delete, style: destructive}, {title: Flag, backgroundColor: systemOrange}]}
        """, extra: "events:\n  - {at: 0.1, swipeRow: [0, 1], in: list}\n")).render()[0]
        #expect(frame.image[190, 116] == Color.systemRed.pixel, "Delete at the trailing edge")
        #expect(frame.image[80, 116] == Color.systemOrange.pixel, "Flag beside it")
    }

    /// UIKit mirrors the sides: in a right-to-left scene the swipe goes to the right and
    /// the trailing actions show at the left edge, Delete first.
    @Test @MainActor func aSwipeRowEventInARightToLeftSceneRevealsTheTrailingActionsAtTheLeft() throws {
        let frame = try loadScene("layoutDirection: rightToLeft\n" + Self.table("""
        - {text: Keep}
        - {text: Swiped, trailingActions: [{title: Delete, style: destructive}, {title: Flag, backgroundColor: systemOrange}]}
        """, extra: "events:\n  - {at: 0.1, swipeRow: [0, 1], in: list}\n")).render()[0]
        #expect(frame.image[10, 116] == Color.systemRed.pixel, "Delete at the trailing (left) edge")
        #expect(frame.image[140, 116] == Color.systemOrange.pixel, "Flag beside it")
    }

    @Test @MainActor func aSelectRowEventSelectsTheRow() throws {
        let frame = try loadScene(Self.table("- {text: A}\n- {text: B}", extra: "events:\n  - {at: 0.1, selectRow: [0, 1], in: list}\n"))
            .render()[0]
        // A selected row of a plain table is drawn in the selection grey.
        #expect(frame.image[100, 116] != Color.systemBackground.pixel)
        #expect(frame.image[100, 72] == Color.systemBackground.pixel)
    }

    @Test @MainActor func aCollectionSectionRepeatsItsGroup() throws {
        let frame = try loadScene("""
        size: [200, 300]
        root:
          class: CollectionView
          sections:
            - items: 5
              itemSize: {width: {fractionalWidth: 0.5}, height: {fractionalHeight: 1}}
              groupSize: {width: {fractionalWidth: 1}, height: 50}
              interGroupSpacing: 10
              contentInsets: [0, 0, 0, 0]
              colors: [systemRed, systemBlue]
        """).render()[0]
        let cells = frame.layout.views[0].subviews.filter { $0.viewClass == "CollectionViewCell" }
        #expect(cells.map(\.frame).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) } == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 100, y: 0, width: 100, height: 50),
            CGRect(x: 0, y: 60, width: 100, height: 50), CGRect(x: 100, y: 60, width: 100, height: 50),
            CGRect(x: 0, y: 120, width: 100, height: 50),
        ])
        #expect(frame.image[50, 25] == Color.systemRed.pixel)
        #expect(frame.image[150, 25] == Color.systemBlue.pixel)
    }

    @Test func badSectionsAndRowsAreNamedWithTheirKeyPath() {
        #expect(problems(sceneWithRoot("class: TableView\nsections: [{header: A}]")) == [
            "scene.yaml:4:14: root.sections[0]: missing required key \"rows\"",
        ])
        #expect(problems(sceneWithRoot("class: TableView\nsections:\n  - rows:\n      - {text: A, secondaryText: B}")) == [
            "scene.yaml:6:36: root.sections[0].rows[0].secondaryText: expected no secondary text in the default cell style "
                + "(give cellStyle subtitle, value1 or value2), found \"B\"",
        ])
        #expect(problems(sceneWithRoot("class: TableView\nsections:\n  - rows:\n      - {text: A, cellStyle: value2, image: {systemImage: star}}")) == [
            "scene.yaml:6:47: root.sections[0].rows[0].image: expected no image in the value2 cell style, found a mapping",
        ])
        #expect(problems(sceneWithRoot("class: TableView\nsections:\n  - rows:\n      - {text: A, accessory: disclosure, repeat: 0}")) == [
            "scene.yaml:6:32: root.sections[0].rows[0].accessory: unknown accessory type \"disclosure\" "
                + "(known: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton)",
            "scene.yaml:6:52: root.sections[0].rows[0].repeat: expected a whole number of at least 1, found 0",
        ])
        #expect(problems(sceneWithRoot("class: TableView\nsections:\n  - rows:\n      - {text: A, accessory: checkmark, switch: true, colour: red}")) == [
            "scene.yaml:6:43: root.sections[0].rows[0].switch: \"accessory\" and \"switch\" cannot be given together",
            "scene.yaml:6:57: root.sections[0].rows[0].colour: unknown key",
        ])
        #expect(problems(sceneWithRoot("class: TableView\nsections:\n  - rows:\n      - {trailingActions: [{style: destructive}]}")) == [
            "scene.yaml:6:30: root.sections[0].rows[0].trailingActions[0]: missing required key \"title\"",
        ])
    }

    @Test func badCollectionSectionsAreNamedWithTheirKeyPath() {
        #expect(problems(sceneWithRoot("class: CollectionView\nsections: [{items: 3, itemSize: {width: {fraction: 1}, height: 10}}]")) == [
            "scene.yaml:4:14: root.sections[0]: missing required key \"groupSize\"",
            "scene.yaml:4:44: root.sections[0].itemSize.width.fraction: unknown key",
        ])
        #expect(problems(sceneWithRoot("class: CollectionView\nsections:\n  - {items: 3, itemSize: {width: 1, height: 1}, groupSize: {width: 1}, orthogonalScrollingBehavior: paged}")) == [
            "scene.yaml:5:62: root.sections[0].groupSize: missing required key \"height\"",
            "scene.yaml:5:103: root.sections[0].orthogonalScrollingBehavior: unknown orthogonal scrolling behavior \"paged\" "
                + "(known: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered)",
        ])
    }

    @Test func rowEventsMustNameARowOfAList() {
        let table = Self.table("- {text: A}\n- {text: B}", extra: "events:\n  - {at: 0, selectRow: [0, 2], in: list}\n")
        #expect(problems(table) == ["scene.yaml:12:28: events[0].selectRow[1]: expected a row of section 0 of \"list\" (0 to 1), found 2"])
        #expect(problems(Self.table("- {text: A}", extra: "events:\n  - {at: 0, swipeRow: [1, 0], in: list, reveal: left}\n")) == [
            "scene.yaml:11:24: events[0].swipeRow[0]: expected a section of \"list\" (0 to 0), found 1",
            "scene.yaml:11:49: events[0].reveal: unknown swipe side \"left\" (known: trailing, leading)",
        ])
        #expect(problems(Self.table("- {text: A}", extra: "events:\n  - {at: 0, selectItem: [0, 0], in: list}\n")) == [
            "scene.yaml:11:37: events[0].in: expected the id of a CollectionView, found \"list\", a TableView",
        ])
    }
}
