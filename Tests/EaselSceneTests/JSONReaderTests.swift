import Foundation
import Testing
@testable import EaselScene

/// JSON scenes: strict JSON, with positions in every message.
@Suite struct JSONReaderTests {
    @Test func syntaxErrorsArePlaced() {
        #expect(problems("{\"size\": [1, 2,]}", format: .json) == ["scene.json:1:16: syntax error: expected a value"])
        #expect(problems("{\"size\": [1, 2]\n \"root\": {}}", format: .json) == ["scene.json:2:2: syntax error: expected ',' or '}'"])
        #expect(problems("{\"a\": \"b\\q\"}", format: .json) == ["scene.json:1:10: syntax error: unknown escape sequence '\\q'"])
        #expect(problems("{\"a\": 01}", format: .json) == ["scene.json:1:8: syntax error: expected ',' or '}'"])
        #expect(problems("{\"a\": 1} x", format: .json) == ["scene.json:1:10: syntax error: unexpected text after the JSON value"])
        #expect(problems("{\"a\": \"b", format: .json) == ["scene.json:1:9: syntax error: unterminated string"])
        #expect(problems(String(repeating: "[", count: 300), format: .json) == [
            "scene.json:1:257: syntax error: values nest more than 256 levels deep",
        ])
    }

    @Test func aWideDocumentIsRefusedAtTheValueThatCrossesTheLimit() {
        // The object, its keys, the size and its numbers, and the list: 7 values before the list's items.
        let wide = "{\"size\": [100, 50],\n \"x\": [" + Array(repeating: "0", count: 100).joined(separator: ",") + "]}"
        var options = SceneOptions()
        options.limits.documentNodes = 10
        #expect(problems(wide, format: .json, options: options) == [
            "scene.json:2:14: the document holds more than 10 values, counting keys and the values aliases repeat (change it with --limit document-nodes=…)",
        ])
        options.limits.documentNodes = 107
        #expect(problems(wide, format: .json, options: options).contains("scene.json:2:2: x: unknown key"))
    }

    @Test func valuesKeepTheirJSONTypes() {
        let scene = """
        {"size": [100, 50], "root": {"class": "Label", "text": 12, "alpha": "1", "hidden": "true"}}
        """
        #expect(problems(scene, format: .json) == [
            "scene.json:1:56: root.text: expected a string, found 12",
            "scene.json:1:69: root.alpha: expected a number from 0 to 1, found \"1\"",
            "scene.json:1:84: root.hidden: expected true or false, found \"true\"",
        ])
    }

    @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
        let scene = try loadScene("""
        {"size": [100, 50], "root": {"class": "Label", "text": "a\\u00e9\\ud83d\\ude00\\n\\"b\\"", "id": "x"}}
        """, format: .json)
        #expect(try "\(scene.tree.rootView.properties)".contains("aé😀\\n\\\"b\\\""))
    }

    @Test func duplicateKeysAndUnknownKeysAsInYAML() {
        #expect(problems("{\"size\": [1, 1], \"size\": [2, 2], \"root\": {\"class\": \"View\", \"alhpa\": 1}}", format: .json) == [
            "scene.json:1:18: size: duplicate key (first given at 1:2)",
            "scene.json:1:60: root.alhpa: unknown key; did you mean \"alpha\"?",
        ])
    }
}
