/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmed_TitleInputs */

const en_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmed Successfully!`)
};

const de_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse erfolgreich bestätigt!`)
};

const fr_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail confirmée !`)
};

const es_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Correo confirmado correctamente!`)
};

const pt_br2_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmado com sucesso!`)
};

const ja_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを確認しました！`)
};

const ko_auth_confirmed_title = /** @type {(inputs: Auth_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일이 확인되었습니다!`)
};

/**
* | output |
* | --- |
* | "Email Confirmed Successfully!" |
*
* @param {Auth_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_title = /** @type {((inputs?: Auth_Confirmed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmed_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmed_title(inputs)
	if (locale === "fr") return fr_auth_confirmed_title(inputs)
	if (locale === "es") return es_auth_confirmed_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_confirmed_title(inputs)
	if (locale === "ja") return ja_auth_confirmed_title(inputs)
	if (locale === "ko") return ko_auth_confirmed_title(inputs)
	return en_auth_confirmed_title(inputs)
});