import Foundation
import Testing
@testable import EaselScene

/// Sheets in scenes: the sheet styles, a controller's `sheet` key and its problems.
@MainActor
@Suite struct SheetSceneTests {
    private let sheetScene = """
    size: [390, 844]
    controller:
      id: list
      view: {class: View}
      present:
        id: compose
        modalPresentationStyle: pageSheet
        sheet: {detents: [medium, large], selectedDetent: medium, prefersGrabberVisible: true, preferredCornerRadius: 20}
        view: {class: View, id: sheetView, subviews: [{class: View, id: field, frame: [20, 20, 100, 40]}]}
    """

    @Test func aPresentedSheetRestsAtItsSelectedDetent() throws {
        let frame = try loadScene(sheetScene).render()[0]
        // No safe area: the largest detent is 844 − 10 = 834 points, the medium one 417,
        // its top at 427; below the full height the sheet is inset 8 points.
        #expect(frame.layout.frame(of: "sheetView") == [8, 427, 374, 409])
        #expect(frame.layout.frame(of: "field") == [28, 447, 100, 40])
    }

    @Test func theSheetKeyNeedsASheetStyleAndKnownDetents() {
        #expect(problems("""
        size: [100, 100]
        controller:
          view: {class: View}
          present:
            view: {class: View}
            sheet: {detents: [half], largestUndimmedDetent: medium, preferredCornerRadius: -1, grabber: true}
        """) == [
            "scene.yaml:6:12: controller.present.sheet: expected no sheet (only a controller presented as a pageSheet, formSheet or automatic has one), found a mapping",
            "scene.yaml:6:23: controller.present.sheet.detents[0]: unknown detent \"half\" (known: medium, large)",
            "scene.yaml:6:84: controller.present.sheet.preferredCornerRadius: expected a number of at least 0, found -1",
            "scene.yaml:6:88: controller.present.sheet.grabber: unknown key",
        ])
    }
}
