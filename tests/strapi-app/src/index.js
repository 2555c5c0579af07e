module.exports = { register() {}, bootstrap() {} };
