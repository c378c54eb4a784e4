import Foundation
import Testing
import UIKit

/// A login form as iOS apps write it: two rounded text fields and a sign-in button
/// row riding above the keyboard, the return key moving from the email field to the
/// password field and then signing in.
final class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .username
        field.returnKeyType = .next
        field.clearButtonMode = .whileEditing
        return field
    }()
    let passwordField: UITextField = {
        let field = UITextField()
        field.placeholder = "Password"
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        field.textContentType = .password
        field.returnKeyType = .go
        return field
    }()
    let footer = UIView()
    var signedIn: (String, String)?
    var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        footer.backgroundColor = .systemBlue
        emailField.delegate = self
        passwordField.delegate = self
        passwordField.addAction(UIAction { [unowned self] _ in edits += 1 }, for: .editingChanged)
        for subview in [emailField, passwordField, footer] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
            footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            signedIn = (emailField.text ?? "", passwordField.text ?? "")
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        !string.contains(" ")
    }
}

@MainActor
@Suite struct LoginFormTests {
    @Test func theFormLaysOutTypesAndSignsIn() throws {
        let window = makeWindow(width: 320, height: 480, scale: 2)
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let controller = LoginViewController()
        window.rootViewController = controller
        commit(window)
        #expect(controller.emailField.frame == CGRect(x: 20, y: 40, width: 280, height: 34))
        #expect(controller.passwordField.frame == CGRect(x: 20, y: 86, width: 280, height: 34))
        #expect(controller.footer.frame == CGRect(x: 0, y: 396, width: 320, height: 50))

        #expect(controller.emailField.becomeFirstResponder())
        window.showKeyboard(height: 216)
        window.typeText("me@example.com ")
        window.pressReturnKey()
        #expect(controller.emailField.text == "me@example.com", "the delegate refused the space")
        #expect(controller.passwordField.isFirstResponder)
        window.typeText("hunter2")
        commit(window)
        #expect(controller.footer.frame == CGRect(x: 0, y: 214, width: 320, height: 50))
        try frameImage(of: window).pngData()!.write(to: URL(fileURLWithPath: "/tmp/easel-login-form.png"))

        window.pressReturnKey()
        #expect(controller.signedIn?.0 == "me@example.com" && controller.signedIn?.1 == "hunter2")
        #expect(controller.edits == 7 && !controller.passwordField.isFirstResponder)
    }
}
