import Testing
import UIKit

/// A settings row: an icon from the catalog's "Icons" namespace, a title, and a
/// disclosure chevron, laid out with anchors as a table cell's content would be.
final class SettingsRowCell: UIView {
    let iconView = UIImageView(image: UIImage(named: "Icons/Gear", in: .module, compatibleWith: nil))
    let titleLabel = UILabel()
    let chevronView = UIImageView(image: UIImage(named: "Chevron", in: .module, compatibleWith: nil))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        for subview in [iconView, titleLabel, chevronView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        titleLabel.font = .systemFont(ofSize: 15)
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            chevronView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            chevronView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct SettingsRowCellTests {
    @Test func theRowLaysOutItsImagesAtTheirPointSizes() throws {
        let window = makeWindow(width: 200, height: 44, scale: 2)
        let row = SettingsRowCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        row.titleLabel.text = "General"
        window.addSubview(row)
        commit(window)
        #expect(row.iconView.frame == CGRect(x: 16, y: 19.5, width: 5, height: 5))
        #expect(row.chevronView.frame == CGRect(x: 181, y: 20.5, width: 3, height: 3))
        #expect(row.titleLabel.frame.minX == 33)
        let image = try frameImage(of: window)
        #expect(pixel(image, 32, 39) == rgb(0, 200, 200))
        #expect(pixel(image, 41, 48) == rgb(0, 200, 200))
        #expect(pixel(image, 362, 41) == rgb(255, 0, 255))
        #expect(pixel(image, 367, 46) == rgb(255, 0, 255))
        #expect(pixel(image, 368, 46) == .white)
    }
}
