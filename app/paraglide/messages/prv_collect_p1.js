/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Collect_P1Inputs */

const en_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account data: your first and last name, e-mail address and a hashed password.`)
};

const de_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontodaten: dein Vor- und Nachname, deine E-Mail-Adresse und ein gehashtes Passwort.`)
};

const fr_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données de compte : vos prénom et nom, votre adresse e-mail et un mot de passe haché.`)
};

const es_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de la cuenta: tu nombre y apellidos, tu dirección de correo electrónico y una contraseña cifrada con hash.`)
};

const pt_br2_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados da conta: seu nome e sobrenome, seu endereço de e-mail e uma senha em hash.`)
};

const ja_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントデータ：氏名、メールアドレス、ハッシュ化されたパスワード。`)
};

const ko_prv_collect_p1 = /** @type {(inputs: Prv_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 데이터: 이름과 성, 이메일 주소, 해시 처리된 비밀번호.`)
};

/**
* | output |
* | --- |
* | "Account data: your first and last name, e-mail address and a hashed password." |
*
* @param {Prv_Collect_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p1 = /** @type {((inputs?: Prv_Collect_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Collect_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_collect_p1(inputs)
	if (locale === "fr") return fr_prv_collect_p1(inputs)
	if (locale === "es") return es_prv_collect_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_collect_p1(inputs)
	if (locale === "ja") return ja_prv_collect_p1(inputs)
	if (locale === "ko") return ko_prv_collect_p1(inputs)
	return en_prv_collect_p1(inputs)
});