@testable import EaselDiff
import Testing

/// Text in the HTML report and the JUnit XML: the five markup characters as entities,
/// control characters XML cannot hold as U+FFFD, everything else as it was.
@Suite struct MarkupEscapingTests {
    @Test func textWithoutMarkupCharactersIsReturnedAsItIs() {
        for text in ["", "card/0.png", "Größe 200×120 👍🏽", "tab\tand\nnewline"] {
            #expect(MarkupEscaping.escape(text) == text)
        }
    }

    @Test func markupCharactersBecomeEntitiesAndControlCharactersTheReplacementCharacter() {
        #expect(MarkupEscaping.escape(#"a<b>&"c" 'd'"#) == "a&lt;b&gt;&amp;&quot;c&quot; &#39;d&#39;")
        #expect(MarkupEscaping.escape("é\u{1}x\u{7F}\u{1F}ü\r") == "é\u{FFFD}x\u{FFFD}\u{FFFD}ü\u{FFFD}")
        #expect(MarkupEscaping.escape("<\u{85}👍>") == "&lt;\u{85}👍&gt;")
        #expect(MarkupEscaping.escape("&") == "&amp;")
    }
}
