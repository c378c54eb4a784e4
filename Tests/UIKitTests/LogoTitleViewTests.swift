import Testing
import UIKit

/// A navigation title made of the app's logo (a loose `logo@3x.png`) and a name, in a
/// horizontal stack view.
final class LogoTitleView: UIStackView {
    let logoView = UIImageView(image: UIImage(named: "logo", in: .module, compatibleWith: nil))
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
        alignment = .center
        nameLabel.text = "Easel"
        logoView.setContentHuggingPriority(.required, for: .horizontal)
        addArrangedSubview(logoView)
        addArrangedSubview(nameLabel)
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A badge icon: a loose image pair such as `badge.png` / `badge@2x.png` in an image
/// view.
final class BadgeIconView: UIImageView {
    convenience init(badgeNamed name: String) {
        self.init(image: UIImage(named: name, in: .module, compatibleWith: nil))
    }
}

@MainActor
@Suite struct LogoTitleViewTests {
    @Test func theThreeTimesLogoIsThreePointsOnAOneTimesScreen() throws {
        let window = makeWindow(width: 80, height: 20, scale: 1)
        let title = LogoTitleView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        window.addSubview(title)
        commit(window)
        #expect(title.logoView.image?.scale == 3)
        #expect(title.logoView.frame.size == CGSize(width: 3, height: 3))
        #expect(title.nameLabel.frame.minX == 7)
        let image = try frameImage(of: window)
        let logo = title.logoView.frame
        #expect(pixel(image, Int(logo.minX) + 1, Int(logo.minY) + 1) == rgb(0, 150, 0))
    }

    @Test func theBadgeShowsTheTwoTimesFileOnATwoTimesScreen() throws {
        let window = makeWindow(width: 10, height: 10, scale: 2)
        let badge = BadgeIconView(badgeNamed: "badge")
        badge.frame.origin = CGPoint(x: 3, y: 3)
        window.addSubview(badge)
        commit(window)
        #expect(badge.frame == CGRect(x: 3, y: 3, width: 2, height: 2))
        let image = try frameImage(of: window)
        #expect(pixel(image, 6, 6) == rgb(0, 0, 200))
        #expect(pixel(image, 9, 9) == rgb(0, 0, 200))
        #expect(pixel(image, 10, 10) == .white)
        #expect(pixel(image, 5, 5) == .white)
    }
}
