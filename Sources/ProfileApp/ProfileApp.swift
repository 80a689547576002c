/// The headless VIPER modules of the account app.
public enum ProfileApp {}
