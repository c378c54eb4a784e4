import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// Text fields in scenes: their keys, typing into them, and errors at their line.
@Suite struct TextFieldSceneTests {
    private static let form = """
        size: [240, 100]
        capture: [0.05, 0.15, 0.3]
        root:
          class: View
          backgroundColor: white
          subviews:
            - {class: TextField, id: email, frame: [10, 10, 220, 34], borderStyle: roundedRect, placeholder: Email, clearButton: whileEditing}
            - {class: TextField, id: password, frame: [10, 54, 220, 34], borderStyle: line, secure: true, text: secret}
            - {class: Label, id: title, frame: [0, 0, 10, 10]}
        events:
          - {at: 0.1, type: "hi", into: email}
          - {at: 0.2, return: email}
        """

    @Test @MainActor func theKeysSetTheFields() throws {
        let scene = try loadScene(Self.form)
        let properties = try scene.tree.rootView.subviews.map(\.properties)
        #expect(properties[0].contains { if case .borderStyle(.roundedRect) = $0 { true } else { false } })
        #expect(properties[0].contains { if case .clearButtonMode(.whileEditing) = $0 { true } else { false } })
        #expect(properties[1].contains { if case .isSecureTextEntry(true) = $0 { true } else { false } })
        #expect(scene.tree.events.map(\.action.span) == [0, 0])
    }

    @Test @MainActor func typingShowsTheTextTheCaretAndTheClearButton() throws {
        let frames = try loadScene(Self.form).render()
        let typed = try loadScene(Self.form.replacingOccurrences(of: "placeholder: Email", with: "text: hi")
            .replacingOccurrences(of: "events:\n  - {at: 0.1, type: \"hi\", into: email}\n  - {at: 0.2, return: email}", with: "")).render()
        func blue(_ image: Image) -> Int {
            var count = 0
            for y in 10..<44 { for x in 0..<240 where image[x, y] == Color.systemBlue.pixel { count += 1 } }
            return count
        }
        #expect(blue(frames[0].image) == 0, "before typing: no caret")
        // 2 × 20 pixels (the 17-point font's line is SF's 20.29 points) less the 4
        // corner pixels its rounded ends soften.
        #expect(blue(frames[1].image) == 2 * 20 - 4, "typing: a 2-point caret the font's line high")
        #expect(blue(frames[2].image) == 2 * 20 - 4, "return with no one listening: still editing")
        #expect(frames[1].image != typed[1].image && blue(typed[1].image) == 0)
    }

    /// A text view shows its text from the top, and a `scroll` event moves it as
    /// `setContentOffset(_:animated:)` does; lines scrolled out leave white behind.
    @Test @MainActor func aTextViewShowsItsTextAndAScrollMovesIt() throws {
        let frames = try loadScene("""
        size: [200, 60]
        capture: [0.05, 1]
        root:
          class: View
          backgroundColor: white
          subviews:
            - {class: TextView, id: notes, frame: [0, 0, 200, 60], editable: false, textColor: black,
               text: "One\\nTwo\\nThree\\nFour\\nFive\\nSix\\nSeven\\nEight"}
        events:
          - {at: 0.1, scroll: notes, to: [0, 30]}
        """).render()
        /// How many of the first text line's pixels are dark.
        func ink(_ frame: CapturedFrame) -> Int {
            (0..<200).reduce(0) { sum, x in sum + (8..<20).filter { frame.image[x, $0].red < 128 }.count }
        }
        #expect(ink(frames[0]) > 0)
        #expect(ink(frames[0]) != ink(frames[1]), "the lines moved up by 30 points")
    }

    /// A search bar takes its text, placeholder and style; an unknown style is named.
    @Test @MainActor func aSearchBarTakesItsKeys() throws {
        let scene = try loadScene("""
        size: [320, 56]
        root:
          class: View
          subviews:
            - {class: SearchBar, id: search, frame: [0, 0, 320, 56], placeholder: Search, searchBarStyle: minimal,
               showsCancelButton: true}
        """)
        #expect(try scene.render()[0].layout.views[0].subviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 56)])
        #expect(problems(sceneWithRoot("class: SearchBar\nsearchBarStyle: tall")) == [
            "scene.yaml:4:19: root.searchBarStyle: unknown search bar style \"tall\" (known: default, prominent, minimal)",
        ])
    }

    @Test func badTextFieldKeysAndEventsAreNamedWithTheirPlace() {
        #expect(problems(sceneWithRoot("class: TextField\nborderStyle: round")) == [
            "scene.yaml:4:16: root.borderStyle: unknown text field border style \"round\" (known: none, line, bezel, roundedRect)",
        ])
        #expect(problems(sceneWithRoot("class: TextField\nclearButton: sometimes\nsecure: 1")) == [
            "scene.yaml:4:16: root.clearButton: unknown clear button mode \"sometimes\" (known: never, whileEditing, unlessEditing, always)",
            "scene.yaml:5:11: root.secure: expected true or false, found 1",
        ])
        let events = "events:\n  - {at: 0.1, type: hi, into: label}\n  - {at: 0.2, return: nowhere}\n  - {at: 0.3, type: hi}\n"
        #expect(problems(sceneWithRoot("class: View\nsubviews:\n  - {class: Label, id: label}", extra: events)) == [
            "scene.yaml:7:31: events[0].into: expected the id of a TextField, found \"label\", a Label",
            "scene.yaml:8:23: events[1].return: no view has the id \"nowhere\"",
            "scene.yaml:9:5: events[2]: missing required key \"into\"",
        ])
    }
}
