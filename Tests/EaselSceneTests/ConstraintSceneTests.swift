import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Constraints in scenes: equations read into UIKit's terms, resolved after every id
/// is known, and the problems of equations that do not read.
@Suite struct ConstraintSceneTests {
    static func equation(_ text: String) -> SceneConstraint? { (try? ConstraintEquation.parse(text))?.constraint }

    @Test func equationsReadIntoConstraintTerms() {
        #expect(Self.equation("top = superview.safeArea.top + 16") == SceneConstraint(
            attribute: .top, relation: .equal, item: .init(target: .superview, guide: .safeArea, attribute: .top),
            multiplier: 1, constant: 16, priority: 1000))
        #expect(Self.equation("width = header.width * 0.5 @750") == SceneConstraint(
            attribute: .width, relation: .equal, item: .init(target: .view("header"), guide: .none, attribute: .width),
            multiplier: 0.5, constant: 0, priority: 750))
        #expect(Self.equation("leading >= label.trailing + 8") == SceneConstraint(
            attribute: .leading, relation: .greaterThanOrEqual,
            item: .init(target: .view("label"), guide: .none, attribute: .trailing), multiplier: 1, constant: 8, priority: 1000))
        #expect(Self.equation("bottom<=superview.margins.bottom-4.5") == SceneConstraint(
            attribute: .bottom, relation: .lessThanOrEqual,
            item: .init(target: .superview, guide: .margins, attribute: .bottom), multiplier: 1, constant: -4.5, priority: 1000))
        #expect(Self.equation("height = 44") == SceneConstraint(
            attribute: .height, relation: .equal, item: nil, multiplier: 1, constant: 44, priority: 1000))
    }

    @Test func badEquationsNameTheTokenAndItsColumn() {
        let scene = sceneWithRoot("""
        class: View
        constraints:
          - tpo = superview.top
          - top = superview.safeArae.top
          - width => 10
          - width = superview.width * half
          - height = 44 @2000
          - "top = superview.top 8"
          - leading = superview.leadin
        """)
        #expect(problems(scene) == [
            "scene.yaml:5:7: root.constraints[0]: expected an attribute such as top or width, found \"tpo\"; did you mean \"top\"?",
            "scene.yaml:6:23: root.constraints[1]: expected a guide (safeArea or margins), found \"safeArae\"; did you mean \"safeArea\"?",
            "scene.yaml:7:13: root.constraints[2]: expected a relation (=, <= or >=), found \"=>\"",
            "scene.yaml:8:33: root.constraints[3]: expected a multiplier, found \"half\"",
            "scene.yaml:9:20: root.constraints[4]: expected a priority from 1 to 1000, found \"2000\"",
            "scene.yaml:10:28: root.constraints[5]: expected the end of the equation, found \"8\"",
            "scene.yaml:11:27: root.constraints[6]: expected an attribute such as top or width, found \"leadin\"; did you mean \"leading\"?",
        ])
    }

    /// Fuzzing finding: `nan`, `inf` and `1e999` read as numbers and reached the
    /// layout as a constant that is not a number.
    @Test func constantsThatAreNotFiniteAreProblems() {
        let scene = sceneWithRoot("""
        class: View
        constraints:
          - height = nan
          - width = 1e999
          - width = inf @750
        """)
        #expect(problems(scene) == [
            "scene.yaml:5:16: root.constraints[0]: expected a finite number or an item such as superview.top, found \"nan\"",
            "scene.yaml:6:15: root.constraints[1]: expected a finite number or an item such as superview.top, found \"1e999\"",
            "scene.yaml:7:15: root.constraints[2]: expected a finite number or an item such as superview.top, found \"inf\"",
        ])
    }

    @Test func constraintsUIKitWouldRejectAreProblems() {
        #expect(problems(sceneWithRoot("class: View\nconstraints: [top = 10, width = superview.top, left = superview.leading]")) == [
            "scene.yaml:4:17: root.constraints[0]: not a valid constraint: a constraint on top needs a second item (only sizes can equal a constant)",
            "scene.yaml:4:27: root.constraints[1]: not a valid constraint: a size (width) cannot be related to a position",
            "scene.yaml:4:50: root.constraints[2]: not a valid constraint: a leading/trailing attribute cannot be related to a left/right attribute",
        ])
    }

    @Test func unknownIDsGetASuggestionWhereverTheViewIs() {
        let scene = sceneWithRoot("""
        class: View
        subviews:
          - {class: View, constraints: [top = headr.bottom]}
          - {class: View, id: header}
        """)
        #expect(problems(scene) == [
            "scene.yaml:5:41: root.subviews[0].constraints[0]: no view has the id \"headr\"; did you mean \"header\"?",
        ])
    }

    @Test func prioritiesPerAxis() throws {
        let root = try loadScene(sceneWithRoot("class: Label\nhugging: {horizontal: 750}\ncompressionResistance: {vertical: 1}")).tree.rootView
        let values = root.properties.map { property -> String in
            switch property {
            case .hugging(let priorities): "hugging \(priorities)"
            case .compressionResistance(let priorities): "resistance \(priorities)"
            default: "\(property)"
            }
        }
        #expect(values == ["hugging [Easel.LayoutConstraint.Axis.horizontal: 750.0]",
                           "resistance [Easel.LayoutConstraint.Axis.vertical: 1.0]"])
        #expect(problems(sceneWithRoot("class: View\nhugging: {horizontal: 0, depth: 1}")) == [
            "scene.yaml:4:25: root.hugging.horizontal: expected a priority from 1 to 1000, found 0",
            "scene.yaml:4:28: root.hugging.depth: unknown key",
        ])
    }

    @Test @MainActor func constraintsPlaceViewsInTheDevicesSafeArea() throws {
        let frames = try Scene(contentsOf: GalleryTests.scenes.appendingPathComponent("constraints.yaml")).render()
        #expect(frames[0].layout.views[0].subviews.map(\.frame) == [
            CGRect(x: 8, y: 78, width: 386, height: 60), CGRect(x: 8, y: 154, width: 46, height: 27),
            CGRect(x: 230, y: 159, width: 164, height: 21), CGRect(x: 126, y: 674, width: 150, height: 150),
        ])
    }
}
