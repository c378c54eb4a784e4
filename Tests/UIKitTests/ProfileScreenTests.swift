import Testing
import UIKit

/// A screen built in code, as iOS apps build them: a header label and a row of three
/// equal tiles in a stack view, placed with anchors in `viewDidLoad`.
final class ProfileViewController: UIViewController {
    let titleLabel = UILabel()
    let tiles: [UIView] = [UIColor.systemRed, .systemGreen, .systemBlue].map { color in
        let tile = UIView()
        tile.backgroundColor = color
        return tile
    }
    lazy var row = UIStackView(arrangedSubviews: tiles)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Profile"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 10
        for subview in [titleLabel, row] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            row.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            row.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

@MainActor
@Suite struct ProfileScreenTests {
    @Test func theTilesShareTheRowEquallyBelowTheTitle() throws {
        let window = makeWindow(width: 232, height: 200)
        let controller = ProfileViewController()
        window.rootViewController = controller
        commit(window)
        let title = controller.titleLabel.frame
        #expect(title.origin == CGPoint(x: 16, y: 20))
        #expect(title.size.height == ceil(UIFont.boldSystemFont(ofSize: 20).lineHeight))
        #expect(controller.row.frame == CGRect(x: 16, y: title.maxY + 12, width: 200, height: 50))
        #expect(controller.tiles.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 60, height: 50),
            CGRect(x: 70, y: 0, width: 60, height: 50),
            CGRect(x: 140, y: 0, width: 60, height: 50),
        ])
        let image = try frameImage(of: window)
        let rowTop = Int(controller.row.frame.minY)
        #expect(pixel(image, 16, rowTop) == UIColor.systemRed.pixel)
        #expect(pixel(image, 80, rowTop + 49) == .white)
        #expect(pixel(image, 86, rowTop + 49) == UIColor.systemGreen.pixel)
        #expect(pixel(image, 215, rowTop + 25) == UIColor.systemBlue.pixel)
        #expect(pixel(image, 216, rowTop + 25) == .white)
    }

    @Test func hidingATileGivesItsShareToTheOthers() {
        let window = makeWindow(width: 232, height: 200)
        let controller = ProfileViewController()
        window.rootViewController = controller
        commit(window)
        controller.tiles[1].isHidden = true
        commit(window)
        #expect(controller.tiles[0].frame == CGRect(x: 0, y: 0, width: 95, height: 50))
        #expect(controller.tiles[2].frame == CGRect(x: 105, y: 0, width: 95, height: 50))
    }
}
