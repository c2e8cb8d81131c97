/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Reset_Code_SubtitleInputs */

const en_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We've sent a 6-digit code to ${i?.email}. The code expires in 1 hour.`)
};

const de_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an ${i?.email} gesendet. Der Code ist 1 Stunde gültig.`)
};

const fr_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un code à 6 chiffres à ${i?.email}. Le code expire dans 1 heure.`)
};

const es_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hemos enviado un código de 6 dígitos a ${i?.email}. El código caduca en 1 hora.`)
};

const pt_br2_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos um código de 6 dígitos para ${i?.email}. O código expira em 1 hora.`)
};

const ja_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} に6桁のコードを送信しました。コードの有効期限は1時間です。`)
};

const ko_auth_reset_code_subtitle = /** @type {(inputs: Auth_Reset_Code_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email}(으)로 6자리 코드를 보냈습니다. 코드는 1시간 후에 만료됩니다.`)
};

/**
* | output |
* | --- |
* | "We've sent a 6-digit code to {email}. The code expires in 1 hour." |
*
* @param {Auth_Reset_Code_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_subtitle = /** @type {((inputs: Auth_Reset_Code_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Code_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_code_subtitle(inputs)
	if (locale === "fr") return fr_auth_reset_code_subtitle(inputs)
	if (locale === "es") return es_auth_reset_code_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_code_subtitle(inputs)
	if (locale === "ja") return ja_auth_reset_code_subtitle(inputs)
	if (locale === "ko") return ko_auth_reset_code_subtitle(inputs)
	return en_auth_reset_code_subtitle(inputs)
});