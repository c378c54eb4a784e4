//
//  RatingControl.swift
//
//  A five-star rating control as iOS apps write it: target–action buttons, a
//  double-tap gesture, an @objc delegate with optional requirements, and key-value
//  observing by #keyPath. `easel port` turns this file into
//  Tests/UIKitSwift5Tests/RatingControl.swift (PortedFixtureTests checks it).
//

import UIKit

@objc protocol RatingControlDelegate {
    @objc optional func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
    @objc optional func ratingControlAllowsZero(_ control: RatingControl) -> Bool
}

final class RatingControl: UIStackView {
    weak var delegate: RatingControlDelegate?
    @IBOutlet weak var caption: UILabel?
    private(set) var buttons: [UIButton] = []
    private(set) var rating = 0 {
        didSet { updateButtons() }
    }

    static let observedKey = #keyPath(UIView.frame)

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
        distribution = .fillEqually
        for index in 1...5 {
            let button = UIButton(type: .custom)
            button.tag = index
            button.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
            addArrangedSubview(button)
            buttons.append(button)
        }
        let reset = UITapGestureRecognizer(target: self, action: #selector(resetTapped))
        reset.numberOfTapsRequired = 2
        addGestureRecognizer(reset)
        updateButtons()
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func starTapped(_ sender: UIButton) {
        let allowsZero = delegate?.ratingControlAllowsZero?(self) ?? false
        rating = sender.tag == rating && allowsZero ? 0 : sender.tag
        delegate?.ratingControl?(self, didChangeRating: rating)
    }

    @objc private func resetTapped() {
        rating = 0
        delegate?.ratingControl?(self, didChangeRating: rating)
    }

    private func updateButtons() {
        for button in buttons {
            button.backgroundColor = button.tag <= rating ? .systemYellow : .systemGray4
        }
        caption?.text = "\(rating) of 5"
    }
}

extension UIColor {
    /// A color from a hexadecimal RGB value, as apps add one.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}
