import EaselTesting
import Testing
import UIKit

/// The four built-in `UITableViewCell` styles written as iOS code writes them (an image,
/// a text, a detail text and an accessory per row), left to right and right to left,
/// light and dark, and the value1 style at the default and an accessibility text size,
/// at 3×: held to the references in `__Snapshots__/TableCellStyleSnapshotTests/`.
@MainActor
@Suite struct TableCellStyleSnapshotTests {
    /// A plain table with one row of each style.
    @MainActor final class StylesTable: NSObject, UITableViewDataSource {
        static let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        static let accessories: [UITableViewCell.AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton,
                                                                   .detailDisclosureButton]
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)

        override init() {
            super.init()
            tableView.dataSource = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.styles.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let style = Self.styles[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "\(style)")
                ?? UITableViewCell(style: style, reuseIdentifier: "\(style)")
            cell.imageView?.image = UIImage(systemName: "star.fill")
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = Self.accessories[indexPath.row]
            return cell
        }
    }

    nonisolated static let looks: [(UITraitEnvironmentLayoutDirection, UIUserInterfaceStyle)] = [
        (.leftToRight, .light), (.rightToLeft, .light), (.leftToRight, .dark), (.rightToLeft, .dark),
    ]

    @Test(arguments: looks)
    func styles(direction: UITraitEnvironmentLayoutDirection, style: UIUserInterfaceStyle) {
        let table = StylesTable()
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(layoutDirection: direction),
                                                    UITraitCollection(userInterfaceStyle: style)])
        assertSnapshot(of: table.tableView as UIView, as: .image(scale: 3, traits: traits),
                       named: "\(direction == .rightToLeft ? "rtl" : "ltr")-\(style == .dark ? "dark" : "light")")
    }

    @Test(arguments: [UIContentSizeCategory.large, .accessibilityExtraLarge])
    func textSize(_ category: UIContentSizeCategory) {
        let table = StylesTable()
        assertSnapshot(of: table.tableView as UIView,
                       as: .image(size: CGSize(width: 320, height: 560), scale: 3,
                                  traits: UITraitCollection(preferredContentSizeCategory: category)),
                       named: category == .large ? "large" : "accessibilityExtraLarge")
    }
}
