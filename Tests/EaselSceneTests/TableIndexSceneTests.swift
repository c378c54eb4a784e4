import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// A scene table's section index: each section's `indexTitle`, the table's index keys,
/// a tap on a title scrolling to its section, and bad values named at their line.
@Suite struct TableIndexSceneTests {
    /// A 200 × 300 plain table of three sections of ten 44-point rows, the first two
    /// with index titles, then `extra`.
    static let scene = """
    size: [200, 300]
    root:
      class: TableView
      id: list
      rowHeight: 44
      sectionIndexColor: systemRed
      sectionIndexBackgroundColor: yellow
      sections:
        - {indexTitle: A, rows: [{text: "A{n}", repeat: 10}]}
        - {rows: [{text: "Between {n}", repeat: 10}]}
        - {indexTitle: C, rows: [{text: "C{n}", repeat: 10}]}

    """

    @Test func eachSectionsIndexTitleIsAnEntryOfTheIndex() throws {
        let root = try loadScene(Self.scene).tree.rootView
        var titles: [String?] = []
        for case .tableSections(let sections) in root.properties { titles = sections.map(\.indexTitle) }
        #expect(titles == ["A", nil, "C"])
    }

    @Test @MainActor func theIndexIsDrawnAtTheTrailingEdgeInItsColours() throws {
        let frame = try loadScene(Self.scene).render()[0]
        #expect(frame.layout.views[0].subviews.last?.viewClass == "TableSectionIndexView")
        #expect(frame.image[192, 10] == Color.yellow.pixel, "the index background")
        let column = (130..<170).flatMap { y in (185..<200).map { frame.image[$0, y] } }
        #expect(column.contains(Color.systemRed.pixel), "the titles in the index colour")
    }

    /// The second title, C, belongs to the third section: a tap on it (or below it, the
    /// nearest title) scrolls the third section to the top, 20 rows of 44 points down,
    /// and the scene draws as one scrolled there. The scene runs on after the tap,
    /// which the table hands to the index after its content touch delay.
    @Test @MainActor func aTapOnATitleScrollsToItsSection() throws {
        let tapped = try loadScene(Self.scene + "duration: 1\nevents:\n  - {at: 0.1, tap: [192, 250]}\n").render()
        let scrolled = try loadScene(Self.scene + "duration: 1\nevents:\n  - {at: 0.1, scroll: list, to: [0, 880]}\n").render()
        let untouched = try loadScene(Self.scene).render()
        #expect(tapped.last?.image.pngData() == scrolled.last?.image.pngData())
        #expect(tapped.last?.image.pngData() != untouched.last?.image.pngData())
    }

    @Test func badIndexValuesAreNamedAtTheirLine() {
        #expect(problems(sceneWithRoot("class: TableView\nsectionIndexMinimumDisplayRowCount: -1\nsections: [{indexTitle: [A], rows: []}]")) == [
            "scene.yaml:4:39: root.sectionIndexMinimumDisplayRowCount: expected a whole number of at least 0, found -1",
            "scene.yaml:5:27: root.sections[0].indexTitle: expected a string, found a list of 1 item",
        ])
        #expect(problems(sceneWithRoot("class: TableView\nsectionIndexColor: blurple\nsections: []")) == [
            "scene.yaml:4:22: root.sectionIndexColor: unknown color \"blurple\"; did you mean \"purple\"?",
        ])
    }
}
