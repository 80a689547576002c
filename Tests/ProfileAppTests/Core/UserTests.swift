import ProfileApp
import Testing

@Suite("A user renamed by a saved profile")
struct UserUpdateTests {
  @Test(arguments: [
    ("Ada King", "Ada", "King"), ("Mary Jane Watson", "Mary Jane", "Watson"),
    ("Plato", "Plato", ""),
  ])
  func theLastWordIsTheLastName(name: String, first: String, last: String) throws {
    let user = User(id: "u1", firstName: "A", lastName: "B", email: "a@b.co", phone: "+15550100")
    var profile = try UserProfile.ada()
    profile.name = name
    profile.email = "new@example.com"
    let updated = user.updated(with: profile)
    #expect([updated.firstName, updated.lastName] == [first, last])
    #expect(updated.fullName == name)
    #expect([updated.id, updated.email, updated.phone] == ["u1", "new@example.com", "+15550100"])
  }
}
