/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Recovery_LeadInputs */

const en_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password resets now use a 6-digit code.`)
};

const de_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwörter werden jetzt mit einem 6-stelligen Code zurückgesetzt.`)
};

const fr_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La réinitialisation du mot de passe utilise désormais un code à 6 chiffres.`)
};

const es_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora la contraseña se restablece con un código de 6 dígitos.`)
};

const pt_br2_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agora a redefinição de senha usa um código de 6 dígitos.`)
};

const ja_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードのリセットには6桁のコードを使うようになりました。`)
};

const ko_auth_recovery_lead = /** @type {(inputs: Auth_Recovery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이제 비밀번호 재설정에는 6자리 코드를 사용합니다.`)
};

/**
* | output |
* | --- |
* | "Password resets now use a 6-digit code." |
*
* @param {Auth_Recovery_LeadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_recovery_lead = /** @type {((inputs?: Auth_Recovery_LeadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Recovery_LeadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_recovery_lead(inputs)
	if (locale === "fr") return fr_auth_recovery_lead(inputs)
	if (locale === "es") return es_auth_recovery_lead(inputs)
	if (locale === "pt-BR") return pt_br2_auth_recovery_lead(inputs)
	if (locale === "ja") return ja_auth_recovery_lead(inputs)
	if (locale === "ko") return ko_auth_recovery_lead(inputs)
	return en_auth_recovery_lead(inputs)
});