/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Recovery_Meta_DescriptionInputs */

const en_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password resets use a 6-digit code sent by e-mail. Request a new code here.`)
};

const de_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwörter werden mit einem 6-stelligen Code per E-Mail zurückgesetzt. Fordere hier einen neuen Code an.`)
};

const fr_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réinitialisation du mot de passe utilise un code à 6 chiffres envoyé par e-mail. Demandez un nouveau code ici.`)
};

const es_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para restablecer la contraseña se usa un código de 6 dígitos enviado por correo. Solicita uno nuevo aquí.`)
};

const pt_br2_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A redefinição de senha usa um código de 6 dígitos enviado por e-mail. Solicite um novo código aqui.`)
};

const ja_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードのリセットには、メールで届く6桁のコードを使います。新しいコードはこちらからリクエストできます。`)
};

const ko_auth_recovery_meta_description = /** @type {(inputs: Auth_Recovery_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 재설정에는 이메일로 받는 6자리 코드를 사용합니다. 여기에서 새 코드를 요청하세요.`)
};

/**
* | output |
* | --- |
* | "Password resets use a 6-digit code sent by e-mail. Request a new code here." |
*
* @param {Auth_Recovery_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_recovery_meta_description = /** @type {((inputs?: Auth_Recovery_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Recovery_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_recovery_meta_description(inputs)
	if (locale === "fr") return fr_auth_recovery_meta_description(inputs)
	if (locale === "es") return es_auth_recovery_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_recovery_meta_description(inputs)
	if (locale === "ja") return ja_auth_recovery_meta_description(inputs)
	if (locale === "ko") return ko_auth_recovery_meta_description(inputs)
	return en_auth_recovery_meta_description(inputs)
});