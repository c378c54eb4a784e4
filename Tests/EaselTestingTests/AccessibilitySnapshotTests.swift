import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// VoiceOver's order and the accessibility image's outlines and legend for a form, a
/// table-cell-like row and a custom container, held to the references in
/// `__Snapshots__/AccessibilitySnapshotTests/`.
@MainActor
@Suite struct AccessibilitySnapshotTests {
    /// A title, two rows of a label beside a field (the field's top 4 points above the
    /// label's: one row), and two buttons side by side, the second disabled.
    static func form() -> View {
        let form = View(frame: CGRect(x: 0, y: 0, width: 240, height: 170))
        form.backgroundColor = .white
        let title = label("Sign up", at: CGRect(x: 16, y: 12, width: 208, height: 24), font: .boldSystemFont(ofSize: 20))
        title.accessibilityTraits = [.staticText, .header]
        form.addSubview(title)
        for (row, (name, value)) in [("Name", "Ada"), ("Email", "ada@example.com")].enumerated() {
            let y = 52 + CGFloat(row) * 40
            form.addSubview(label(name, at: CGRect(x: 16, y: y, width: 60, height: 24)))
            let field = View(frame: CGRect(x: 84, y: y - 4, width: 140, height: 32))
            field.backgroundColor = Color(white: 0.93)
            field.layer.cornerRadius = 6
            field.isAccessibilityElement = true
            field.accessibilityLabel = name
            field.accessibilityValue = value
            field.accessibilityHint = "Double tap to edit"
            field.accessibilityIdentifier = name.lowercased()
            field.addSubview(label(value, at: CGRect(x: 8, y: 4, width: 124, height: 24), font: .systemFont(ofSize: 14)))
            form.addSubview(field)
        }
        for (index, (name, enabled)) in [("Send", true), ("Reset", false)].enumerated() {
            let button = View(frame: CGRect(x: 16 + CGFloat(index) * 112, y: 130, width: 96, height: 30))
            button.backgroundColor = enabled ? Color(red: 0, green: 0.48, blue: 1) : Color(white: 0.8)
            button.layer.cornerRadius = 8
            button.isAccessibilityElement = true
            button.accessibilityLabel = name
            button.accessibilityTraits = enabled ? .button : [.button, .notEnabled]
            if enabled { button.accessibilityHint = "Sends the form" }
            let title = label(name, at: button.bounds, color: .white)
            title.textAlignment = .center
            button.addSubview(title)
            form.addSubview(button)
        }
        return form
    }

    /// A row like a table view cell with a subtitle: an image, a title over a subtitle
    /// and a trailing detail. The row is one element, as a cell is, reading its texts.
    static func cell() -> View {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 260, height: 56))
        cell.backgroundColor = .white
        let image = ImageView(frame: CGRect(x: 12, y: 10, width: 36, height: 36))
        image.backgroundColor = Color(red: 0.35, green: 0.35, blue: 0.85)
        image.layer.cornerRadius = 18
        cell.addSubview(image)
        cell.addSubview(label("Ada Lovelace", at: CGRect(x: 60, y: 8, width: 140, height: 22)))
        cell.addSubview(label("Mathematician", at: CGRect(x: 60, y: 30, width: 140, height: 18),
                              font: .systemFont(ofSize: 13), color: Color(white: 0.45)))
        cell.addSubview(label("1815", at: CGRect(x: 208, y: 17, width: 40, height: 22), color: Color(white: 0.45)))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Ada Lovelace, Mathematician"
        cell.accessibilityValue = "1815"
        cell.accessibilityTraits = [.button, .selected]
        cell.accessibilityHint = "Shows her notes"
        return cell
    }

    /// A bar chart that draws its bars itself and lists one `AccessibilityElement` a bar,
    /// largest first (an order that is not the reading order), after a heading that
    /// VoiceOver finds on its own. Below, the legend groups its two stacked labels, so
    /// that both are read before the source beside them, level with the first.
    static func chart() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 170))
        root.backgroundColor = .white
        let heading = label("Sales", at: CGRect(x: 12, y: 8, width: 196, height: 22), font: .boldSystemFont(ofSize: 17))
        heading.accessibilityTraits = [.staticText, .header]
        root.addSubview(heading)
        let chart = View(frame: CGRect(x: 12, y: 36, width: 196, height: 80))
        chart.backgroundColor = Color(white: 0.96)
        var elements: [(value: Int, element: AccessibilityElement)] = []
        for (index, (month, value)) in [("January", 30), ("February", 70), ("March", 50)].enumerated() {
            let bar = CGRect(x: 12 + CGFloat(index) * 62, y: 80 - CGFloat(value), width: 48, height: CGFloat(value))
            let drawn = View(frame: bar)
            drawn.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.4)
            chart.addSubview(drawn)
            let element = AccessibilityElement(accessibilityContainer: chart)
            element.accessibilityLabel = month
            element.accessibilityValue = "\(value) units"
            element.accessibilityFrameInContainerSpace = bar
            elements.append((value, element))
        }
        chart.accessibilityElements = elements.sorted { $0.value > $1.value }.map(\.element)
        root.addSubview(chart)
        let legend = View(frame: CGRect(x: 12, y: 122, width: 90, height: 40))
        legend.shouldGroupAccessibilityChildren = true
        legend.addSubview(label("Units sold", at: CGRect(x: 0, y: 0, width: 90, height: 20), font: .systemFont(ofSize: 13)))
        legend.addSubview(label("2024", at: CGRect(x: 0, y: 20, width: 90, height: 20), font: .systemFont(ofSize: 13)))
        root.addSubview(legend)
        root.addSubview(label("Source: shop", at: CGRect(x: 118, y: 126, width: 90, height: 20), font: .systemFont(ofSize: 13)))
        return root
    }

    @Test func aFormReadsItsTitleThenEachLabelBeforeItsFieldThenTheButtons() {
        let form = Self.form()
        #expect(form.accessibilityElementsInVoiceOverOrder.map(\.spokenDescription) == [
            "Sign up, Heading", "Name", "Name, Ada", "Email", "Email, ada@example.com", "Send, Button",
            "Reset, Button, Dimmed",
        ])
        assertSnapshot(of: form, as: .accessibilityImage(scale: 2))
        assertSnapshot(of: form, as: .accessibilityHierarchy)
    }

    @Test func aCellIsOneElementThatHidesItsLabels() {
        let cell = Self.cell()
        #expect(cell.accessibilityElementsInVoiceOverOrder.map(\.spokenDescription) == [
            "Ada Lovelace, Mathematician, 1815, Selected, Button",
        ])
        assertSnapshot(of: cell, as: .accessibilityImage(scale: 2))
    }

    @Test func aContainerReadsItsElementsInItsOwnOrder() {
        let chart = Self.chart()
        #expect(chart.accessibilityElementsInVoiceOverOrder.map(\.spokenDescription) == [
            "Sales, Heading", "February, 70 units", "March, 50 units", "January, 30 units", "Units sold", "2024",
            "Source: shop",
        ])
        assertSnapshot(of: chart, as: .accessibilityImage(scale: 2))
        assertSnapshot(of: chart, as: .accessibilityHierarchy)
        // Without the group, the source is read with the legend's first row.
        chart.subviews[2].shouldGroupAccessibilityChildren = false
        #expect(chart.accessibilityElementsInVoiceOverOrder.compactMap(\.label).suffix(3) == ["Units sold", "Source: shop", "2024"])
    }

    private static func label(_ text: String, at frame: CGRect, font: Font = .systemFont(ofSize: 15),
                              color: Color = .black) -> Label {
        let label = Label(frame: frame)
        label.text = text
        label.font = font
        label.textColor = color
        return label
    }
}
