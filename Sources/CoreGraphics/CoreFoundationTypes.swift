/// Core Foundation's array as Core Graphics' Swift API takes it, like `CFArray`: on
/// Linux, Foundation does not give Swift code Core Foundation's types, so iOS code's
/// `[a.cgColor, b.cgColor] as CFArray` is an array of values here.
public typealias CFArray = [Any]

/// Core Foundation's string as Core Graphics' Swift API takes it (color space names),
/// like `CFString`; a Swift `String` here.
public typealias CFString = String

/// A count or index of Core Foundation, like `CFIndex`.
public typealias CFIndex = Int

/// A time in seconds, like Core Foundation's `CFTimeInterval` (what
/// `CACurrentMediaTime()` returns and `CAMediaTiming`'s times are).
public typealias CFTimeInterval = Double

/// Core Foundation's mutable data as Core Graphics' Swift API takes it, like
/// `CFMutableData`: iOS code's `data as CFMutableData` is Foundation's `NSMutableData`.
public typealias CFMutableData = NSMutableData

/// Core Foundation's URL as Core Graphics' Swift API takes it, like `CFURL`: iOS code's
/// `url as CFURL` is Foundation's `URL`.
public typealias CFURL = URL

/// Core Foundation's dictionary as Core Graphics' Swift API takes it, like
/// `CFDictionary`: iOS code's `[kCGPDFContextTitle: "Report"] as CFDictionary` is a
/// dictionary of values here.
public typealias CFDictionary = [AnyHashable: Any]

/// Any Core Foundation object, like `CFTypeRef`: any class instance here (a
/// `CATextLayer`'s font is given as `font as CFTypeRef`).
public typealias CFTypeRef = AnyObject

/// Core Foundation's data as Core Graphics' Swift API takes it, like `CFData`: iOS
/// code's `data as CFData` is Foundation's `Data`.
public typealias CFData = Data

/// Core Foundation's error, like `CFError`: Foundation's `NSError` (an
/// `Unmanaged<CFError>?` out-parameter holds one).
public typealias CFError = NSError
