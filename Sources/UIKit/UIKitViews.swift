/// A view that shows text, like `UILabel`; the same class as Easel's `Label`.
public typealias UILabel = Label

/// How a label places text it shrank to fit, like `UIBaselineAdjustment`.
public typealias UIBaselineAdjustment = Label.BaselineAdjustment

/// A view that shows an image, like `UIImageView`; the same class as Easel's `ImageView`.
public typealias UIImageView = ImageView

/// A view that scrolls its content, like `UIScrollView`; the same class as Easel's
/// `ScrollView`.
public typealias UIScrollView = ScrollView

/// The scroll view's delegate, like `UIScrollViewDelegate`; the same protocol as
/// Easel's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// A view that lays out its arranged subviews in a row or column, like `UIStackView`;
/// the same class as Easel's `StackView`.
public typealias UIStackView = StackView

/// A window, like `UIWindow`: the same class as Easel's `Window`, which is also the
/// screen its frames are rendered for (make one with `UIWindow(size:scale:)`).
public typealias UIWindow = Window

/// The navigation bar of a navigation controller, like `UINavigationBar`; the same
/// class as Easel's `NavigationBar`.
public typealias UINavigationBar = NavigationBar

/// An effect a visual effect view shows, like `UIVisualEffect`; the same class as
/// Easel's `VisualEffect`.
public typealias UIVisualEffect = VisualEffect

/// A blur, like `UIBlurEffect` (drawn as a flat fill); the same class as Easel's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect

/// The vivid look of a blur's content, like `UIVibrancyEffect` (it draws nothing over
/// Easel's flat blur); the same class as Easel's `VibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect

/// The parts of the content a vibrancy effect is for, like `UIVibrancyEffectStyle`; the
/// same enumeration as Easel's `VibrancyEffect.Style`.
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style

/// A view showing a visual effect, like `UIVisualEffectView`; the same class as Easel's
/// `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView

/// A class whose instances contain views for `appearance(whenContainedInInstancesOf:)`,
/// like `UIAppearanceContainer`; the same protocol as Easel's `AppearanceContainer`.
public typealias UIAppearanceContainer = AppearanceContainer
