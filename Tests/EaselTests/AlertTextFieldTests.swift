@testable import Easel
import EaselGraphics
import EaselPNG
import Foundation
import Testing

/// Text fields in alerts: stacked in one outlined box under the message and above the
/// buttons, set up by their configuration handlers, the first one taking the keyboard
/// once the alert shows; action sheets take none.
@MainActor
@Suite struct AlertTextFieldTests {
    private func signIn(fields: Int) -> AlertController {
        let alert = AlertController(title: "Sign In", message: "Enter your account.", preferredStyle: .alert)
        for index in 0..<fields {
            alert.addTextField { field in
                field.placeholder = index == 0 ? "Name" : "Password"
                field.isSecureTextEntry = index == 1
            }
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK", style: .default))
        return alert
    }

    private func shown(_ alert: AlertController) -> Window {
        let root = ColorController("Root")
        let window = phoneWindow(root: root)
        root.present(alert, animated: false)
        window.eventLoop.runUntilIdle()
        return window
    }

    @Test func textFieldsStackInOneBoxUnderTheMessageAndAboveTheButtons() throws {
        let plain = signIn(fields: 0)
        _ = shown(plain)
        let plainBox = try #require((plain.view as! AlertView).alertLayout.boxes.first)
        let textHeight = plainBox.height - 44

        let alert = signIn(fields: 2)
        let window = shown(alert)
        let parts = (alert.view as! AlertView).alertLayout
        let box = try #require(parts.boxes.first)
        let fieldBox = try #require(parts.textFieldBox)
        #expect(box.height == textHeight + 2 * 30 + 16 + 44)
        #expect(fieldBox == CGRect(x: box.minX + 16, y: box.minY + textHeight, width: 238, height: 60))
        let fields = try #require(alert.textFields)
        #expect(fields.map(\.frame) == [CGRect(x: fieldBox.minX + 6, y: fieldBox.minY, width: 226, height: 30),
                                        CGRect(x: fieldBox.minX + 6, y: fieldBox.minY + 30, width: 226, height: 30)])
        #expect(fields.map(\.placeholder) == ["Name", "Password"] && fields[1].isSecureTextEntry)
        #expect(fields.allSatisfy { $0.superview === alert.view && $0.font == Font.systemFont(ofSize: 13) })
        #expect(parts.buttons.allSatisfy { $0.frame.minY == fieldBox.maxY + 16 })
        let image = window.lastFrame!.image
        let white = Pixel(red: 255, green: 255, blue: 255)
        #expect(image[Int(fieldBox.minX), Int(fieldBox.midY) - 10] != white, "the box's hairline outline")
        #expect(image[Int(fieldBox.minX) + 2, Int(fieldBox.midY) - 10] == white, "inside the box")
    }

    @Test func theFirstFieldTakesTheKeyboardAndTypingGoesIntoIt() throws {
        let alert = signIn(fields: 2)
        let window = shown(alert)
        let fields = try #require(alert.textFields)
        #expect(window.firstResponder === fields[0])
        window.typeText("ann")
        #expect(fields[0].text == "ann" && fields[1].text?.isEmpty != false)
    }

    @Test func anActionSheetTakesNoTextFields() {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var configured = false
        let traced = Trace.capture { sheet.addTextField { _ in configured = true } }
        #expect(sheet.textFields == nil && !configured)
        #expect(traced.contains { $0.event == "diagnostic" })
    }
}
