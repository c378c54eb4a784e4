/// The members of a JSON object of a run record, read by key, each complaint naming the
/// key path it is at (`criteria.threshold: not a number`).
struct RecordFields {
    /// Why a line is not a whole record.
    struct Problem: Error, Equatable {
        let reason: String
    }

    private let members: [RecordJSON.Member]
    /// The object's key path in the record, with a trailing dot; empty at the top.
    private let path: String

    /// The members of `value`, an object at `path`.
    init(_ value: RecordJSON, at path: String = "") throws(Problem) {
        guard case .object(let members) = value else {
            throw Problem(reason: path.isEmpty ? "not a JSON object" : "\(path): not an object")
        }
        self.members = members
        self.path = path.isEmpty ? "" : path + "."
    }

    /// The value of `key`, the last one when the key is there twice; `nil` when it is not there.
    private func member(_ key: String) -> RecordJSON? {
        members.last { $0.key == key }?.value
    }

    /// The value of `key`, which must be there; `nil` when it is null.
    private func present(_ key: String) throws(Problem) -> RecordJSON? {
        guard let value = member(key) else { throw Problem(reason: "the key \"\(path)\(key)\" is missing") }
        if case .null = value { return nil }
        return value
    }

    private func mismatch(_ key: String, _ expected: String) -> Problem {
        Problem(reason: "\(path)\(key): not \(expected)")
    }

    func string(_ key: String) throws(Problem) -> String {
        guard case .string(let text)? = try present(key) else { throw mismatch(key, "a string") }
        return text
    }

    /// A string or null; a key left out is null too, so that records written before
    /// the key existed still read.
    func optionalString(_ key: String) throws(Problem) -> String? {
        guard member(key) != nil, let value = try present(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string") }
        return text
    }

    func bool(_ key: String) throws(Problem) -> Bool {
        guard case .bool(let value)? = try present(key) else { throw mismatch(key, "true or false") }
        return value
    }

    func double(_ key: String) throws(Problem) -> Double {
        guard case .number(let number)? = try present(key) else { throw mismatch(key, "a number") }
        return number
    }

    func optionalDouble(_ key: String) throws(Problem) -> Double? {
        guard member(key) != nil, let value = try present(key) else { return nil }
        guard case .number(let number) = value else { throw mismatch(key, "a number") }
        return number
    }

    func int(_ key: String) throws(Problem) -> Int {
        guard case .number(let number)? = try present(key), let whole = Int(exactly: number) else {
            throw mismatch(key, "a whole number")
        }
        return whole
    }

    func optionalInt(_ key: String) throws(Problem) -> Int? {
        guard let number = try optionalDouble(key) else { return nil }
        guard let whole = Int(exactly: number) else { throw mismatch(key, "a whole number") }
        return whole
    }

    /// A list of whole numbers, or null.
    func optionalInts(_ key: String) throws(Problem) -> [Int]? {
        guard member(key) != nil, let value = try present(key) else { return nil }
        guard case .array(let elements) = value else { throw mismatch(key, "a list of whole numbers") }
        var numbers: [Int] = []
        for element in elements {
            guard case .number(let number) = element, let whole = Int(exactly: number) else {
                throw mismatch(key, "a list of whole numbers")
            }
            numbers.append(whole)
        }
        return numbers
    }

    /// A value of a string-named enumeration.
    func named<Value: RawRepresentable<String>>(_ key: String, _: Value.Type) throws(Problem) -> Value {
        let name = try string(key)
        guard let value = Value(rawValue: name) else { throw Problem(reason: "\(path)\(key): \"\(name)\" is not one of its values") }
        return value
    }

    /// The members of the object at `key`, or `nil` for null or a key left out.
    func optionalObject(_ key: String) throws(Problem) -> RecordFields? {
        guard member(key) != nil, let value = try present(key) else { return nil }
        return try RecordFields(value, at: path + key)
    }

    func object(_ key: String) throws(Problem) -> RecordFields {
        guard let value = try present(key) else { throw mismatch(key, "an object") }
        return try RecordFields(value, at: path + key)
    }

    /// The objects of the list at `key`, or `nil` for null or a key left out.
    func optionalObjects(_ key: String) throws(Problem) -> [RecordFields]? {
        guard member(key) != nil, let value = try present(key) else { return nil }
        guard case .array(let elements) = value else { throw mismatch(key, "a list") }
        var objects: [RecordFields] = []
        for (index, element) in elements.enumerated() { objects.append(try RecordFields(element, at: "\(path)\(key)[\(index)]")) }
        return objects
    }
}
