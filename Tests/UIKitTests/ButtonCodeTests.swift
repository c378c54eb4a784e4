import Foundation
import Testing
import UIKit

/// Typical iOS button code, as written for UIKit, compiling and running unchanged.
@MainActor
final class LoginButtonsView: UIView {
    let loginButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Log In"
        configuration.image = UIImage(systemName: "person.fill")
        configuration.imagePlacement = .leading
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)
        return UIButton(configuration: configuration, primaryAction: nil)
    }()
    let forgotButton = UIButton(type: .system)
    let closeButton = UIButton(type: .close)
    let choice = UIButton(configuration: .tinted())
    var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tintColor = .systemIndigo
        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.setTitleColor(.secondaryLabel, for: .highlighted)
        forgotButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .footnote)
        forgotButton.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        choice.configuration?.title = "Remember me"
        choice.changesSelectionAsPrimaryAction = true
        choice.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.image = UIImage(systemName: button.isSelected ? "checkmark.circle.fill" : "circle")
            button.configuration = updated
        }
        loginButton.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        for button in [loginButton, forgotButton, closeButton, choice] {
            button.translatesAutoresizingMaskIntoConstraints = false
            addSubview(button)
        }
        NSLayoutConstraint.activate([
            loginButton.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            loginButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            loginButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            choice.topAnchor.constraint(equalTo: loginButton.bottomAnchor, constant: 12),
            choice.leadingAnchor.constraint(equalTo: loginButton.leadingAnchor),
            forgotButton.centerYAnchor.constraint(equalTo: choice.centerYAnchor),
            forgotButton.trailingAnchor.constraint(equalTo: loginButton.trailingAnchor),
            closeButton.topAnchor.constraint(equalTo: choice.bottomAnchor, constant: 12),
            closeButton.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite struct ButtonCodeTests {
    @Test func typicalButtonCodeLaysOutAndTaps() throws {
        let window = makeWindow(width: 320, height: 200)
        let view = LoginButtonsView(frame: window.bounds)
        window.addSubview(view)
        commit(window)
        #expect(view.loginButton.frame.width == 288)
        #expect(view.loginButton.frame.height == view.loginButton.intrinsicContentSize.height)
        #expect(view.loginButton.configuration?.contentInsets.top == 14)
        #expect(view.loginButton.tintColor == .systemIndigo)
        #expect(view.closeButton.currentImage?.isSymbolImage == true)
        let tap = UITapTarget(view.loginButton)
        window.scheduleTap(at: tap.center)
        window.eventLoop.runUntilIdle()
        #expect(view.taps == 1)
        window.scheduleTap(at: UITapTarget(view.choice).center)
        window.eventLoop.runUntilIdle()
        #expect(view.choice.isSelected)
        #expect(view.choice.configuration?.image?.isSymbolImage == true)
    }
}

/// Where to tap a view: its centre in window coordinates.
@MainActor
private struct UITapTarget {
    let center: CGPoint
    init(_ view: UIView) { center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
}
