/// The base class of controls, like `UIControl`; the same class as Easel's `Control`.
/// Target–action takes a method reference where iOS code passes a `#selector`:
/// `addTarget(self, action: SettingsViewController.toggled, for: .valueChanged)`.
public typealias UIControl = Control

/// A closure a control calls, like `UIAction`; the same class as Easel's `ControlAction`.
public typealias UIAction = ControlAction

/// The closure of an action, like `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A button, like `UIButton`; the same class as Easel's `Button` (`UIButton.Configuration`
/// is `Button.Configuration`).
public typealias UIButton = Button

/// A row of segments, like `UISegmentedControl`; the same class as Easel's `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl

/// What is drawn behind a button, cell, header or footer, like `UIBackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration

/// A colour-to-colour function of configurations, like `UIConfigurationColorTransformer`;
/// the same type as Easel's `ConfigurationColorTransformer`.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer

/// A function of text attributes that configurations apply to their text, like
/// `UIConfigurationTextAttributesTransformer`; the same type as Easel's
/// `ConfigurationTextAttributesTransformer`.
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer

/// Edges named for the layout direction, like `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge

extension Image {
    /// An image configuration, like `UIImage.Configuration`: Easel's images take symbol
    /// configurations only.
    public typealias Configuration = SymbolConfiguration
}

/// An on/off switch, like `UISwitch`; the same class as Easel's `Switch`.
public typealias UISwitch = Switch

/// A slider, like `UISlider`; the same class as Easel's `Slider`.
public typealias UISlider = Slider

/// A pair of minus and plus buttons, like `UIStepper`; the same class as Easel's `Stepper`.
public typealias UIStepper = Stepper

/// A date and time control in the compact style, like `UIDatePicker`; the same class as
/// Easel's `DatePicker`.
public typealias UIDatePicker = DatePicker

/// How a date picker looks, like `UIDatePickerStyle`; the same type as Easel's
/// `DatePickerStyle`.
public typealias UIDatePickerStyle = DatePickerStyle

/// A row of spinning wheels, like `UIPickerView`; the same class as Easel's `PickerView`.
public typealias UIPickerView = PickerView

/// What gives a picker its components and rows, like `UIPickerViewDataSource`; the same
/// protocol as Easel's `PickerViewDataSource`.
public typealias UIPickerViewDataSource = PickerViewDataSource

/// What gives a picker its sizes and rows' content and hears its selections, like
/// `UIPickerViewDelegate`; the same protocol as Easel's `PickerViewDelegate`.
public typealias UIPickerViewDelegate = PickerViewDelegate

/// A row of page dots, like `UIPageControl`; the same class as Easel's `PageControl`.
public typealias UIPageControl = PageControl

/// A progress bar, like `UIProgressView`; the same class as Easel's `ProgressView`.
public typealias UIProgressView = ProgressView

/// A spinner, like `UIActivityIndicatorView`; the same class as Easel's
/// `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
