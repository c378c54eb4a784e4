import Testing
import UIKit

/// A contact row as apps build cells in code: a round avatar image view (layer corner
/// radius and border) and a name label in a stack view, inside the layout margins.
final class ContactCellView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    private lazy var row = UIStackView(arrangedSubviews: [avatarView, nameLabel])

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        avatarView.backgroundColor = .systemTeal
        avatarView.layer.cornerRadius = 16
        avatarView.layer.borderWidth = 2
        avatarView.layer.borderColor = UIColor.systemOrange.cgColor
        avatarView.clipsToBounds = true
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 15, weight: .medium)
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 10
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 32),
            avatarView.heightAnchor.constraint(equalToConstant: 32),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite struct ContactCellTests {
    @Test func theAvatarAndNameSitInsideTheMargins() throws {
        let window = makeWindow(width: 240, height: 48)
        let cell = ContactCellView(frame: CGRect(x: 0, y: 0, width: 240, height: 48))
        window.addSubview(cell)
        commit(window)
        #expect(cell.avatarView.convert(cell.avatarView.bounds, to: cell) == CGRect(x: 12, y: 8, width: 32, height: 32))
        let name = cell.nameLabel.convert(cell.nameLabel.bounds, to: cell)
        #expect(name.minX == 54)
        // Centered on 24: the label is 18 points tall at 1x (SF's 17.9-point line at
        // 15 points, rounded up), its top at 15.
        #expect(name.midY == 24)
        #expect(name.width == cell.nameLabel.intrinsicContentSize.width)

        let image = try frameImage(of: window)
        #expect(pixel(image, 28, 24) == UIColor.systemTeal.pixel)
        #expect(pixel(image, 13, 24) == UIColor.systemOrange.pixel)
        #expect(pixel(image, 13, 9) == .white)
    }
}
