import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// What loading resolves: defaults, devices, property order, events, captures.
@Suite struct SceneTreeTests {
    @Test func defaults() throws {
        let tree = try loadScene(sceneWithRoot("class: View")).tree
        #expect(tree.size == CGSize(width: 100, height: 50))
        #expect(tree.scale == 1)
        #expect(tree.refreshRate == 60)
        #expect(tree.background == .systemBackground)
        #expect(tree.capture == .last)
        #expect(tree.duration == 0)
        #expect(tree.device == nil)
        #expect(tree.safeAreaInsets == .zero)
    }

    @Test func devicePresetFillsTheScreen() throws {
        let tree = try loadScene("device: iPhone 16 Pro\nroot: {class: View}\n").tree
        #expect(tree.size == CGSize(width: 402, height: 874))
        #expect(tree.scale == 3)
        #expect(tree.safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(tree.refreshRate == 120)
        let overridden = try loadScene("device: iPad Pro 11-inch (M4)\nscale: 1\nrefreshRate: 30\nroot: {class: View}\n").tree
        #expect(overridden.size == CGSize(width: 834, height: 1210))
        #expect(overridden.scale == 1)
        #expect(overridden.refreshRate == 30)
    }

    @Test func propertiesAreInApplicationOrderWhateverTheFileOrder() throws {
        let root = try loadScene(sceneWithRoot("""
        class: Label
        sizeToFit: true
        text: Hi
        alpha: 0.5
        frame: {x: 1, y: 2, width: 3, height: 4}
        """)).tree.rootView
        let keys = root.properties.map { "\($0)".prefix { $0 != "(" } }
        #expect(keys == ["frame", "alpha", "text", "sizeToFit"])
        guard case .frame(let frame) = root.properties[0] else { return }
        #expect(frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func valuesAreTypedByWhatTheKeyExpects() throws {
        // `no` is a string for a label's text, and `12` too.
        let root = try loadScene(sceneWithRoot("class: Label\nsubviews:\n  - {class: Label, text: no}\n  - {class: Label, text: 12}")).tree.rootView
        let texts = root.subviews.map { node in node.properties.compactMap { if case .text(let text) = $0 { text } else { nil } } }
        #expect(texts == [["no"], ["12"]])
        // A quoted number is not a number.
        #expect(problems(sceneWithRoot("class: View\nalpha: \"0.5\"")) == [
            "scene.yaml:4:10: root.alpha: expected a number from 0 to 1, found \"0.5\"",
        ])
    }

    @Test func transformsComposeInOrder() throws {
        let root = try loadScene(sceneWithRoot("class: View\ntransform: [{scale: 2}, {translate: [10, 0]}, {rotate: 90deg}]")).tree.rootView
        guard case .transform(let transform) = root.properties.first else {
            Issue.record("no transform")
            return
        }
        let point = CGPoint(x: 1, y: 0).applying(transform)
        // Scaled to (2, 0), moved to (12, 0), turned a quarter clockwise to (0, 12).
        #expect(abs(point.x) < 1e-12 && abs(point.y - 12) < 1e-12)
    }

    @Test func fonts() throws {
        func font(_ yaml: String) throws -> Font? {
            try loadScene(sceneWithRoot("class: Label\nfont: \(yaml)")).tree.rootView.properties
                .compactMap { if case .font(let font) = $0 { font } else { nil } }.first
        }
        #expect(try font("20") == .systemFont(ofSize: 20))
        #expect(try font("{weight: semibold}") == .systemFont(ofSize: 17, weight: .semibold))
        #expect(try font("{size: 12, design: monospaced, weight: bold}")?.fontName == "JetBrainsMono-Bold")
        #expect(try font("{size: 12, design: serif, italic: true}")?.fontName == "DejaVuSerif-Italic")
        #expect(try font("{size: 12, weight: light, italic: true}")?.fontName == "Inter-LightItalic")
        #expect(try font("{size: 12, design: serif, weight: semibold}") == .systemFont(ofSize: 12, weight: .semibold, design: .serif))
        #expect(try font("{size: 12, name: DejaVu Serif}")?.familyName == "DejaVu Serif")
        #expect(problems(sceneWithRoot("class: Label\nfont: {name: DejaVu Serif, weight: bold}")) == [
            "scene.yaml:4:30: root.font.weight: \"name\" and \"weight\" cannot be given together",
        ])
    }

    @Test func eventsAreSortedByTimeThenFileOrder() throws {
        let tree = try loadScene(sceneWithRoot("class: View\nid: v", extra: """
        events:
          - {at: 2, setNeedsLayout: v}
          - {at: 1, setNeedsDisplay: v}
          - {at: 2, setNeedsDisplay: v, rect: [0, 0, 1, 1]}
          - {at: 1, set: v, properties: {alpha: 0.5}}
        """)).tree
        #expect(tree.events.map(\.path.description) == ["events[1]", "events[3]", "events[0]", "events[2]"])
        #expect(tree.duration == 2)
    }

    @Test func captureTimesAreSortedAndUniqueAndExtendTheDuration() throws {
        let tree = try loadScene(sceneWithRoot("class: View", extra: "capture: [0.5, 0.25, 0.5]\nduration: 0.1")).tree
        #expect(tree.capture == .times([0.25, 0.5]))
        #expect(tree.duration == 0.5)
        #expect(try CaptureSchedule(parsing: "0.5, 0.25") == .times([0.25, 0.5]))
        #expect(try CaptureSchedule(parsing: "every") == .every)
    }

    @Test func jsonAndYAMLAreOneSchema() throws {
        let yaml = try loadScene("""
        size: [120, 60]
        scale: 2
        background: "#F2F2F7"
        root:
          class: View
          frame: [10, 10, 100, 40]
          backgroundColor: systemBlue
          cornerRadius: 8
          subviews:
            - {class: Label, frame: [0, 0, 100, 40], text: JSON, textColor: white, textAlignment: center}
        """)
        let json = try Scene(contentsOf: repositoryRoot.appendingPathComponent("Fixtures/Scenes/json-scene.json"))
        #expect(try "\(yaml.tree.rootView.properties)" == "\(json.tree.rootView.properties)")
        #expect(try "\(yaml.tree.rootView.subviews[0].properties)" == "\(json.tree.rootView.subviews[0].properties)")
        #expect(yaml.tree.background == json.tree.background)
    }
}
