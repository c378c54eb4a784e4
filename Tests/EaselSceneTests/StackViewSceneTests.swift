import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// `StackView` in scenes: its keys, its subviews arranged, and the problems of bad values.
@Suite struct StackViewSceneTests {
    @Test func keysResolveToUIKitValues() throws {
        let root = try loadScene(sceneWithRoot("""
        class: StackView
        spacing: -2
        isLayoutMarginsRelativeArrangement: true
        alignment: bottom
        distribution: equalCentering
        axis: vertical
        """)).tree.rootView
        #expect(root.viewClass == .stackView)
        let values = root.properties.map { property -> String in
            switch property {
            case .axis(let axis): "axis \(axis)"
            case .distribution(let distribution): "distribution \(distribution)"
            case .alignment(let alignment): "alignment \(alignment)"
            case .spacing(let spacing): "spacing \(spacing)"
            case .isLayoutMarginsRelativeArrangement(let relative): "margins \(relative)"
            default: "\(property)"
            }
        }
        #expect(values == ["axis vertical", "distribution equalCentering", "alignment trailing", "spacing -2.0", "margins true"])
    }

    @Test @MainActor func subviewsAreArrangedAlongTheAxis() throws {
        let scene = try loadScene("""
        size: [100, 60]
        root:
          class: StackView
          frame: [0, 0, 100, 60]
          axis: vertical
          distribution: fillEqually
          spacing: 10
          subviews:
            - {class: View, id: a, backgroundColor: systemRed}
            - {class: View, id: b, backgroundColor: systemBlue}
        """)
        let frame = try scene.render()[0]
        #expect(frame.layout.views[0].subviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 25), CGRect(x: 0, y: 35, width: 100, height: 25),
        ])
        #expect(frame.image[50, 10] == Color.systemRed.pixel)
        #expect(frame.image[50, 30] == Color.systemBackground.pixel)
        #expect(frame.image[50, 50] == Color.systemBlue.pixel)
    }

    @Test func badValuesAreNamedWithTheirPlaceAndTheKnownNames() {
        #expect(problems(sceneWithRoot("class: StackView\naxis: diagonal\nalignment: centre\nspacing: wide")) == [
            "scene.yaml:4:9: root.axis: unknown axis \"diagonal\" (known: horizontal, vertical)",
            "scene.yaml:5:14: root.alignment: unknown alignment \"centre\"; did you mean \"center\"?",
            "scene.yaml:6:12: root.spacing: expected a number, found \"wide\"",
        ])
        #expect(problems(sceneWithRoot("class: StackView\ndistribution: fillEqualy")) == [
            "scene.yaml:4:17: root.distribution: unknown distribution \"fillEqualy\"; did you mean \"fillEqually\"?",
        ])
    }

    @Test func stackKeysBelongToStackViewOnly() {
        #expect(problems(sceneWithRoot("class: View\nspacing: 8")) == [
            "scene.yaml:4:3: root.spacing: a View has no key \"spacing\" (it is a key of StackView)",
        ])
        #expect(problems(sceneWithRoot("class: StackVeiw")) == [
            "scene.yaml:3:10: root.class: unknown view class \"StackVeiw\"; did you mean \"StackView\"?",
        ])
    }
}
