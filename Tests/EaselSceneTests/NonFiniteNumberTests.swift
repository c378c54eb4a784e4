import Testing
@testable import EaselScene

/// NaN, the infinities and negative sizes are problems at the key, however written.
@Suite struct NonFiniteNumberTests {
    @Test func yamlSpellingsOfNaNAndInfinityAreNamed() {
        let scene = "size: [.nan, 10]\nroot: {class: View, frame: [0, 0, -5, .inf], alpha: nan, cornerRadius: -.Inf}\n"
        #expect(problems(scene) == [
            #"scene.yaml:1:8: size[0]: expected a positive number, found ".nan", which is not a number"#,
            "scene.yaml:2:35: root.frame[2]: expected a number of at least 0, found -5",
            #"scene.yaml:2:39: root.frame[3]: expected a number of at least 0, found ".inf", which is infinite"#,
            "scene.yaml:2:53: root.alpha: expected a number from 0 to 1, found nan, which is not a number",
            #"scene.yaml:2:72: root.cornerRadius: expected a number of at least 0, found "-.Inf", which is infinite"#,
        ])
    }

    @Test func jsonNumbersTooLargeForADoubleAreInfinite() {
        let scene = #"{"size": [100, 1e999], "root": {"class": "View", "frame": [0, 0, 1, -1]}}"#
        #expect(problems(scene, format: .json) == [
            "scene.json:1:16: size[1]: expected a positive number, found 1e999, which is infinite",
            "scene.json:1:69: root.frame[3]: expected a number of at least 0, found -1",
        ])
    }

    @Test func eventTimesAndScalesAreFinite() {
        let scene = sceneWithRoot("class: View\nid: v", extra: "scale: .inf\nevents:\n  - {at: .nan, set: v, properties: {alpha: 1}}\n")
        #expect(problems(scene) == [
            #"scene.yaml:5:8: scale: expected a positive number, found ".inf", which is infinite"#,
            #"scene.yaml:7:10: events[0].at: expected a number of at least 0, found ".nan", which is not a number"#,
        ])
    }
}
