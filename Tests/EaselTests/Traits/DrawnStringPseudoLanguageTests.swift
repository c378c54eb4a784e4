import Easel
import Foundation
import Testing

/// A view that draws a string itself, noting what the string measured while it drew.
private final class StringDrawingView: View {
    var measured: [CGSize] = []

    override func draw(context: GraphicsContext, rect: CGRect) {
        let attributes = TextAttributes(font: .systemFont(ofSize: 17), foregroundColor: .black)
        measured.append("Settings".size(withAttributes: attributes))
        "Settings".draw(at: .zero, withAttributes: attributes)
    }
}

/// Strings a view draws itself (`String.draw`, UIKit's `NSString` drawing) show in the
/// view's pseudolanguage, as labels do, and a change of it redraws the view once.
@MainActor
@Suite struct DrawnStringPseudoLanguageTests {
    @Test func aDrawnStringIsMeasuredAndDrawnPseudolocalizedAndRedrawnOnAChange() throws {
        let attributes = TextAttributes(font: .systemFont(ofSize: 17), foregroundColor: .black)
        let plain = "Settings".size(withAttributes: attributes)
        let accented = "[Šéţţîñĝš one]".size(withAttributes: attributes)
        let window = shownWindow(width: 200, height: 30)
        window.backgroundColor = Color(red: 1, green: 1, blue: 1)
        let view = StringDrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        view.accessibilityIdentifier = "strings"
        window.addSubview(view)
        window.eventLoop.runOnce()
        let plainFrame = try #require(window.lastFrame).image

        let draws = Trace.capture {
            view.traitOverrides.pseudoLanguage = .accented
            window.eventLoop.runOnce()
            window.eventLoop.runOnce()
        }.filter { $0.event == "draw" }
        #expect(draws.map(\.view) == ["strings"], "one redraw")
        #expect(view.measured == [plain, accented])
        let accentedFrame = try #require(window.lastFrame).image
        func inkWidth(_ image: Image) -> Int {
            (0..<image.pixelWidth).filter { x in (0..<image.pixelHeight).contains { image[x, $0].red < 128 } }.last ?? 0
        }
        #expect(inkWidth(accentedFrame) > inkWidth(plainFrame) + 40, "the accented, padded string is drawn")
        #expect("Settings".size(withAttributes: attributes) == plain, "outside a draw the string is as it is")
    }
}
