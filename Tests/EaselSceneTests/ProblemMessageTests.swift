import Easel
import Foundation
import Testing
@testable import EaselScene

/// Every class of problem, with the exact line a user reads.
@Suite struct ProblemMessageTests {
    @Test func typeMismatchNamesFileLineColumnAndKeyPath() {
        let text = sceneWithRoot("""
        class: View
        subviews:
          - class: View
          - class: View
          - class: View
            cornerRadius: big
        """)
        #expect(problems(text) == [
            "scene.yaml:8:21: root.subviews[2].cornerRadius: expected a number of at least 0, found \"big\"",
        ])
    }

    @Test func unknownKeyGetsTheNearestKey() {
        #expect(problems(sceneWithRoot("class: View\nbackgroundColour: red")) == [
            "scene.yaml:4:3: root.backgroundColour: unknown key; did you mean \"backgroundColor\"?",
        ])
        #expect(problems(sceneWithRoot("class: View\nwobble: 1")) == ["scene.yaml:4:3: root.wobble: unknown key"])
    }

    @Test func keyOfAnotherClassNamesTheClassesThatHaveIt() {
        #expect(problems(sceneWithRoot("class: View\ntext: Hi")) == [
            "scene.yaml:4:3: root.text: a View has no key \"text\" (it is a key of Label, TextField, TextView and SearchBar)",
        ])
    }

    @Test func missingKeys() {
        #expect(problems("size: [10, 10]\nroot:\n  id: x\n") == ["scene.yaml:3:3: root: missing required key \"class\""])
        #expect(problems("root:\n  class: View\n") == ["scene.yaml:1:1: missing required key \"size\" or \"device\""])
        #expect(problems("size: [10, 10]\n") == ["scene.yaml:1:1: missing required key \"root\" or \"controller\""])
    }

    @Test func duplicateKeyPointsAtTheFirst() {
        #expect(problems(sceneWithRoot("class: View\nalpha: 1\nalpha: 0.5")) == [
            "scene.yaml:5:3: root.alpha: duplicate key (first given at 4:3)",
        ])
    }

    @Test func duplicateKeysPointAtTheFirstInMappingsOfAnySize() {
        // Small mappings are searched in place, larger ones with a table: the same messages.
        let keys = ["alpha: 1", "tag: 1", "hidden: false", "opaque: true", "clipsToBounds: false",
                    "cornerRadius: 1", "borderWidth: 1", "shadowRadius: 1", "shadowOpacity: 0.5",
                    "contentMode: center", "userInteractionEnabled: true", "autoresizesSubviews: true"]
        // The class, `count` keys and three repeats: 6, 12 (the most searched in place) and 16 keys.
        for count in [2, SceneDecoder.keysSearchedInPlace - 4, keys.count] {
            let body = (["class: View"] + keys.prefix(count) + ["alpha: 0.5", "tag: 2", "alpha: 0"]).joined(separator: "\n")
            let repeats = 4 + count
            #expect(problems(sceneWithRoot(body)) == [
                "scene.yaml:\(repeats):3: root.alpha: duplicate key (first given at 4:3)",
                "scene.yaml:\(repeats + 1):3: root.tag: duplicate key (first given at 5:3)",
                "scene.yaml:\(repeats + 2):3: root.alpha: duplicate key (first given at 4:3)",
            ], "\(count) keys")
        }
    }

    @Test func conflictingKeys() {
        #expect(problems("device: iPhone 16\nsize: [1, 1]\nroot: {class: View}\n") == [
            "scene.yaml:2:1: size: \"device\" and \"size\" cannot be given together",
        ])
    }

    @Test func unknownNamesGetASuggestionOrTheKnownNames() {
        #expect(problems(sceneWithRoot("class: View\nbackgroundColor: sytemBlue")) == [
            "scene.yaml:4:20: root.backgroundColor: unknown color \"sytemBlue\"; did you mean \"systemBlue\"?",
        ])
        #expect(problems(sceneWithRoot("class: Lable")) == [
            "scene.yaml:3:10: root.class: unknown view class \"Lable\"; did you mean \"Label\"?",
        ])
        #expect(problems(sceneWithRoot("class: ColorWell")) == [
            // 21 classes are too many to list (a control's 19 events are listed).
            "scene.yaml:3:10: root.class: unknown view class \"ColorWell\"",
        ])
        #expect(problems("device: iPhone 16 pro\nroot: {class: View}\n") == [
            "scene.yaml:1:9: device: unknown device \"iPhone 16 pro\"; did you mean \"iPhone 16 Pro\"?",
        ])
    }

    @Test func duplicateIDNamesTheFirstView() {
        let text = sceneWithRoot("class: View\nsubviews:\n  - {class: View, id: badge}\n  - {class: View, id: badge}")
        #expect(problems(text) == [
            "scene.yaml:6:25: root.subviews[1].id: the id \"badge\" is already used by root.subviews[0]",
        ])
    }

    @Test func eventProblems() {
        let text = sceneWithRoot("class: View\nid: badge", extra: """
        events:
          - at: 1
            set: bagde
            properties: {alpha: 0.5}
          - at: -1
            setNeedsLayout: badge
          - at: 2
          - at: 3
            setNeedsLayout: badge
            setNeedsDisplay: badge
          - at: 4
            set: badge
            properties: {text: Hi}
        """)
        #expect(problems(text) == [
            "scene.yaml:7:10: events[0].set: no view or layer has the id \"bagde\"; did you mean \"badge\"?",
            "scene.yaml:9:9: events[1].at: expected a number of at least 0, found -1",
            "scene.yaml:11:5: events[2]: an event needs one of the keys \"set\", \"setNeedsDisplay\", \"setNeedsLayout\", "
                + "\"constant\", \"animate\", \"transaction\", \"tap\", \"longPress\", \"drag\", \"rotate\", \"background\", \"foreground\", "
                + "\"scroll\", \"push\", \"pop\", \"present\", \"dismiss\", \"type\", \"return\", \"select\", \"slide\", \"selectRow\", "
                + "\"selectItem\" or \"swipeRow\"",
            "scene.yaml:14:5: events[3].setNeedsDisplay: \"setNeedsLayout\" and \"setNeedsDisplay\" cannot be given together",
            "scene.yaml:17:18: events[4].properties.text: a View has no key \"text\" (it is a key of Label, TextField, TextView and SearchBar)",
        ])
    }

    @Test func yamlSyntaxErrorStopsReading() {
        #expect(problems("size: [1, 1\nroot: {class: View}\n") == [
            "scene.yaml:2:5: syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 1:7)",
        ])
    }

    @Test func emptyAndNonMappingDocuments() {
        #expect(problems("  \n") == ["scene.yaml: the scene is empty"])
        #expect(problems("- 1\n") == ["scene.yaml:1:1: expected a scene (a mapping with size or device, and root or controller), found a list of 1 item"])
    }

    @Test func hexColorsMustBeQuotedInYAML() {
        #expect(problems(sceneWithRoot("class: View\nbackgroundColor: #FF0000")) == [
            "scene.yaml:4:19: root.backgroundColor: expected a color (in YAML, quote hex colors: \"#RRGGBB\", since # starts a comment), found nothing",
        ])
        #expect(problems(sceneWithRoot("class: View\nbackgroundColor: \"#FF00\"")) == ["(the scene loaded)"])
        #expect(problems(sceneWithRoot("class: View\nbackgroundColor: \"#FF00GG\"")) == [
            "scene.yaml:4:20: root.backgroundColor: expected a color (#RRGGBB or #RRGGBBAA), found \"#FF00GG\"",
        ])
    }

    @Test func captureTimesInOneMillisecondCollide() {
        #expect(problems(sceneWithRoot("class: View", extra: "capture: [0.2501, 0.2504]")) == [
            "scene.yaml:4:10: capture: the capture times 0.2501 and 0.2504 fall in the same millisecond, which names the frame file",
        ])
    }

    @Test func everyProblemIsReportedInFileOrder() {
        let text = sceneWithRoot("""
        class: View
        alpha: 2
        subviews:
          - class: Label
            numberOfLines: -1
            textAlignment: centre
          - class: Canvas
            draw:
              - sav
              - move
              - stroke: {width: thick}
        """)
        #expect(problems(text) == [
            "scene.yaml:4:10: root.alpha: expected a number from 0 to 1, found 2",
            "scene.yaml:7:22: root.subviews[0].numberOfLines: expected a whole number of at least 0, found -1",
            "scene.yaml:8:22: root.subviews[0].textAlignment: unknown text alignment \"centre\"; did you mean \"center\"?",
            "scene.yaml:11:11: root.subviews[1].draw[0]: unknown drawing command \"sav\"; did you mean \"save\"?",
            "scene.yaml:12:11: root.subviews[1].draw[1]: expected \"move\" with its argument (\"- move: …\"), found \"move\"",
            "scene.yaml:13:27: root.subviews[1].draw[2].stroke.width: expected a number of at least 0, found \"thick\"",
        ])
    }

    @Test func commandLineOverridesAreNamedByTheirFlags() {
        #expect(throws: SceneError.self) { try Device.named("iPhone 99") }
        do {
            _ = try Device.named("iPhone 16 Prro")
        } catch {
            #expect(error.description == "--device: unknown device \"iPhone 16 Prro\"; did you mean \"iPhone 16 Pro\"?")
            #expect(error.exitStatus == 2)
        }
        do {
            _ = try CaptureSchedule(parsing: "0.25,soon")
        } catch {
            #expect(error.description == "--capture: expected last, every, or times in seconds such as 0.25,0.5, found \"0.25,soon\"")
        }
    }
}
