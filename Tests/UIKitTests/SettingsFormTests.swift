import EaselTesting
import Testing
import UIKit

/// A settings form built in code as iOS apps build it: rows of a label and a control in
/// a stack view, target–action on a switch, a closure action on a stepper, and a slider,
/// page control, progress bar and spinner, held to the references in
/// `__Snapshots__/SettingsFormTests/`.
final class SettingsFormViewController: UIViewController {
    let notificationsSwitch = UISwitch()
    let volumeSlider: UISlider = {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 4
        return slider
    }()
    let copiesStepper = UIStepper()
    let pageControl = UIPageControl()
    let uploadProgress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        notificationsSwitch.isOn = true
        notificationsSwitch.addTarget(self, action: SettingsFormViewController.notificationsToggled, for: .valueChanged)
        copiesStepper.maximumValue = 5
        copiesStepper.addAction(UIAction { [weak self] action in
            guard let stepper = action.sender as? UIStepper else { return }
            self?.log.append("copies \(Int(stepper.value))")
        }, for: .valueChanged)
        volumeSlider.addTarget(self, action: SettingsFormViewController.volumeChanged, for: .valueChanged)
        pageControl.numberOfPages = 4
        pageControl.currentPage = 1
        uploadProgress.progress = 0.6
        spinner.hidesWhenStopped = false

        let rows = UIStackView(arrangedSubviews: [
            row("Notifications", notificationsSwitch), row("Copies", copiesStepper),
            row("Uploading", spinner), volumeSlider, uploadProgress, pageControl,
        ])
        rows.axis = .vertical
        rows.spacing = 16
        rows.alignment = .fill
        rows.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rows)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            rows.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            rows.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    private func row(_ title: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, control])
        row.axis = .horizontal
        row.alignment = .center
        return row
    }

    func notificationsToggled(_ sender: UISwitch) { log.append("notifications \(sender.isOn)") }
    func volumeChanged(_ sender: UISlider) { log.append("volume \(sender.value)") }
}

@MainActor
@Suite struct SettingsFormTests {
    @Test func theControlsTakeTheirIntrinsicSizesInTheForm() throws {
        let window = makeWindow(width: 320, height: 320)
        let controller = SettingsFormViewController()
        window.rootViewController = controller
        commit(window)
        #expect(controller.notificationsSwitch.frame.size == CGSize(width: 63, height: 28))
        #expect(controller.copiesStepper.frame.size == CGSize(width: 94, height: 32))
        #expect(controller.spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(controller.volumeSlider.frame.size == CGSize(width: 288, height: 28))
        #expect(controller.uploadProgress.frame.size == CGSize(width: 288, height: 4))
        #expect(controller.pageControl.frame.height == 28)
        #expect(controller.notificationsSwitch.convert(controller.notificationsSwitch.bounds, to: nil).maxX == 304)
    }

    @Test func tappingTheControlsCallsTheirTargetsAndActions() throws {
        let window = makeWindow(width: 320, height: 320)
        let controller = SettingsFormViewController()
        window.rootViewController = controller
        commit(window)
        func center(_ view: UIView) -> CGPoint {
            let frame = view.convert(view.bounds, to: nil)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let stepper = controller.copiesStepper.convert(controller.copiesStepper.bounds, to: nil)
        window.scheduleTap(at: center(controller.notificationsSwitch), time: window.eventLoop.now + 0.1)
        window.scheduleTap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY), time: window.eventLoop.now + 1)
        window.eventLoop.run(for: 2)
        #expect(controller.log == ["notifications false", "copies 1"])
    }

    @Test func theFormLooksLikeASettingsScreen() {
        let controller = SettingsFormViewController()
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 320, height: 320)))
    }
}
