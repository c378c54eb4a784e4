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

    @Test func theNestingBoundCountsColumnsInCharacters() {
        // "é" and "🎨" are two and four UTF-8 bytes; each is one column, as libyaml counts.
        #expect(problems("é🎨: " + String(repeating: "[", count: 300)) == [
            "scene.yaml:1:261: syntax error: collections nest more than 256 levels deep",
        ])
        // Quotes after a character of several bytes do not open a quoted scalar.
        #expect(problems("a: é\"" + String(repeating: "[", count: 300)) == [
            "scene.yaml:1:262: syntax error: collections nest more than 256 levels deep",
        ])
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

    /// The "billion laughs": nine anchors, each a list of nine aliases of the one
    /// before, expand to 9⁹ values; thirty expand to 9³⁰, which no reader could expand.
    private func laughs(levels: Int) -> String {
        var text = "lol:\n  l0: &l0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<levels {
            text += "  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        return text + "size: [100, 50]\nroot: {class: View}\n"
    }

    @Test func anAliasBombIsRefusedAtTheAliasThatCrossesTheLimitWithoutExpanding() {
        // l6 expands to 1 + 9 × 597871 values: its first alias of l5 (88573 values each)
        // crosses a million.
        let message = "the document holds more than 1000000 values, counting keys and the values aliases repeat (change it with --limit document-nodes=…)"
        #expect(problems(laughs(levels: 10)) == ["scene.yaml:8:12: " + message])
        #expect(problems(laughs(levels: 30)) == ["scene.yaml:8:12: " + message])
        var options = SceneOptions()
        options.limits.documentNodes = 100
        // 16 values before l1's aliases of l0 (10 values each): the ninth takes it to 106.
        #expect(problems(laughs(levels: 3), options: options) == ["scene.yaml:3:52: " + message.replacingOccurrences(of: "1000000", with: "100")])
    }

    @Test func aliasesWithinTheLimitRepeatTheirValue() throws {
        let scene = "size: [100, 50]\nroot:\n  class: View\n  subviews:\n    - &card {class: View, frame: [0, 0, 10, 10], backgroundColor: systemRed}\n    - *card\n    - *card\n"
        let tree = try loadScene(scene).tree
        #expect(try tree.rootView.subviews.count == 3)
        #expect(problems("size: [100, 50]\nroot: *nowhere\n") == ["scene.yaml:2:7: syntax error: found undefined alias"])
    }

    @Test func aStreamOfTwoDocumentsIsRefused() {
        #expect(problems(sceneWithRoot("class: View") + "---\nsize: [1, 1]\n") == [
            "scene.yaml:4:1: syntax error: but found another document (expected a single document in the stream at 1:1)",
        ])
    }

    @Test func quotedScalarsAreStringsOnly() {
        #expect(problems(sceneWithRoot("class: View\nhidden: 'true'")) == [
            "scene.yaml:4:11: root.hidden: expected true or false, found \"true\"",
        ])
    }
}
