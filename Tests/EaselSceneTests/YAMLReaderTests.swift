import Foundation
import Testing
@testable import EaselScene

/// YAML scenes: positions from libyaml, and a bound on nesting that keeps hostile
/// input from exhausting the stack.
@Suite struct YAMLReaderTests {
    @Test func deepNestingIsRefusedNotCrashed() {
        #expect(problems(String(repeating: "[", count: 20000) + String(repeating: "]", count: 20000)) == [
            "scene.yaml:1:257: syntax error: collections nest more than 256 levels deep",
        ])
        var indented = ""
        for depth in 0..<600 { indented += String(repeating: " ", count: depth) + "k:\n" }
        #expect(problems(indented) == ["scene.yaml:514:513: syntax error: the text is indented more than 512 columns deep"])
    }

    @Test func nestingWithinTheBoundsReads() {
        let nested = "a: " + String(repeating: "{b: ", count: 255) + "1" + String(repeating: "}", count: 255)
        #expect(problems(nested) == [
            "scene.yaml:1:1: a: unknown key",
            "scene.yaml:1:1: missing required key \"size\" or \"device\"",
            "scene.yaml:1:1: missing required key \"root\" or \"controller\"",
        ])
        // Brackets in quotes and comments do not count.
        let quoted = sceneWithRoot("class: Label\ntext: \"\(String(repeating: "[", count: 300))\" # \(String(repeating: "{", count: 300))")
        #expect(problems(quoted) == ["(the scene loaded)"])
    }

    @Test func quotedScalarsAreStringsOnly() {
        #expect(problems(sceneWithRoot("class: View\nhidden: 'true'")) == [
            "scene.yaml:4:11: root.hidden: expected true or false, found \"true\"",
        ])
    }
}
