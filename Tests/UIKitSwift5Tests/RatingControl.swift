//
//  RatingControl.swift
//
//  A five-star rating control as iOS apps write it: target–action buttons, a
//  double-tap gesture, an @objc delegate with optional requirements, and key-value
//  observing by #keyPath. `easel port` turns this file into
//  Tests/UIKitSwift5Tests/RatingControl.swift (PortedFixtureTests checks it).
//

import UIKit

#if canImport(ObjectiveC)
@objc protocol RatingControlDelegate {
    @objc optional func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
    @objc optional func ratingControlAllowsZero(_ control: RatingControl) -> Bool
}
#else
protocol RatingControlDelegate: AnyObject {
    func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
    func ratingControlAllowsZero(_ control: RatingControl) -> Bool
}

extension RatingControlDelegate {
    func ratingControl(_ control: RatingControl, didChangeRating rating: Int) {}
    func ratingControlAllowsZero(_ control: RatingControl) -> Bool { false }
}
#endif

final class RatingControl: UIStackView {
    weak var delegate: RatingControlDelegate?
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var caption: UILabel?
    private(set) var buttons: [UIButton] = []
    private(set) var rating = 0 {
        didSet { updateButtons() }
    }

    static let observedKey = "frame"

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
        distribution = .fillEqually
        for index in 1...5 {
            let button = UIButton(type: .custom)
            button.tag = index
            #if canImport(ObjectiveC)
            button.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
            #else
            button.addTarget(self, action: RatingControl.starTapped(_:), for: .touchUpInside)
            #endif
            addArrangedSubview(button)
            buttons.append(button)
        }
        #if canImport(ObjectiveC)
        let reset = UITapGestureRecognizer(target: self, action: #selector(resetTapped))
        #else
        let reset = UITapGestureRecognizer(target: self, action: RatingControl.resetTapped)
        #endif
        reset.numberOfTapsRequired = 2
        addGestureRecognizer(reset)
        updateButtons()
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func starTapped(_ sender: UIButton) {
        #if canImport(ObjectiveC)
        let allowsZero = delegate?.ratingControlAllowsZero?(self) ?? false
        #else
        let allowsZero = delegate?.ratingControlAllowsZero(self) ?? false
        #endif
        rating = sender.tag == rating && allowsZero ? 0 : sender.tag
        #if canImport(ObjectiveC)
        delegate?.ratingControl?(self, didChangeRating: rating)
        #else
        delegate?.ratingControl(self, didChangeRating: rating)
        #endif
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func resetTapped() {
        rating = 0
        #if canImport(ObjectiveC)
        delegate?.ratingControl?(self, didChangeRating: rating)
        #else
        delegate?.ratingControl(self, didChangeRating: rating)
        #endif
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
