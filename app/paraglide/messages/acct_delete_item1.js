/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_Item1Inputs */

const en_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your sign-in, profile and sessions;`)
};

const de_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deine Anmeldung, dein Profil und deine Sitzungen;`)
};

const fr_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vos identifiants, votre profil et vos sessions ;`)
};

const es_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu acceso, tu perfil y tus sesiones;`)
};

const pt_br2_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seu login, perfil e sessões;`)
};

const ja_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインイン情報、プロフィール、セッション`)
};

const ko_acct_delete_item1 = /** @type {(inputs: Acct_Delete_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인 정보, 프로필, 세션`)
};

/**
* | output |
* | --- |
* | "your sign-in, profile and sessions;" |
*
* @param {Acct_Delete_Item1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_item1 = /** @type {((inputs?: Acct_Delete_Item1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_Item1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_item1(inputs)
	if (locale === "fr") return fr_acct_delete_item1(inputs)
	if (locale === "es") return es_acct_delete_item1(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_item1(inputs)
	if (locale === "ja") return ja_acct_delete_item1(inputs)
	if (locale === "ko") return ko_acct_delete_item1(inputs)
	return en_acct_delete_item1(inputs)
});