import Easel
import Foundation

/// A view's accessibility elements as text, in VoiceOver's order: for each, its number
/// and what VoiceOver says, then its traits, frame (in the snapshot's points), class
/// and identifier, and its hint when it has one.
///
///     1. Name
///        traits: [staticText] frame: (16, 16, 80, 20) class: Label
///     2. Ada, Search Field
///        traits: [searchField] frame: (104, 16, 200, 20) class: View id: "name"
///        hint: Double tap to edit
struct AccessibilityDescription {
    let text: String

    init(of elements: [VoiceOverElement]) {
        guard !elements.isEmpty else {
            text = "(no accessibility elements)\n"
            return
        }
        var lines: [String] = []
        for (index, element) in elements.enumerated() {
            let number = "\(index + 1). "
            let indent = String(repeating: " ", count: number.count)
            lines.append(number + element.spokenDescription)
            var details = "traits: \(element.traits) frame: \(DumpFormat.rect(element.frame)) class: \(element.className)"
            if let id = element.identifier { details += " id: " + DumpFormat.quoted(id) }
            lines.append(indent + details)
            if let hint = element.hint, !hint.isEmpty { lines.append(indent + "hint: " + hint) }
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}
