/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_New_Email_HintInputs */

const en_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send a 6-digit code to the new address. The code expires in 1 hour.`)
};

const de_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir senden einen 6-stelligen Code an die neue Adresse. Der Code läuft nach 1 Stunde ab.`)
};

const fr_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous enverrons un code à 6 chiffres à la nouvelle adresse. Le code expire dans 1 heure.`)
};

const es_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviaremos un código de 6 dígitos a la nueva dirección. El código caduca en 1 hora.`)
};

const pt_br2_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviaremos um código de 6 dígitos para o novo endereço. O código expira em 1 hora.`)
};

const ja_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいアドレスに6桁のコードを送信します。コードの有効期限は1時間です。`)
};

const ko_dash_new_email_hint = /** @type {(inputs: Dash_New_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 주소로 6자리 코드를 보내드립니다. 코드는 1시간 후 만료됩니다.`)
};

/**
* | output |
* | --- |
* | "We will send a 6-digit code to the new address. The code expires in 1 hour." |
*
* @param {Dash_New_Email_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_new_email_hint = /** @type {((inputs?: Dash_New_Email_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_New_Email_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_new_email_hint(inputs)
	if (locale === "fr") return fr_dash_new_email_hint(inputs)
	if (locale === "es") return es_dash_new_email_hint(inputs)
	if (locale === "pt-BR") return pt_br2_dash_new_email_hint(inputs)
	if (locale === "ja") return ja_dash_new_email_hint(inputs)
	if (locale === "ko") return ko_dash_new_email_hint(inputs)
	return en_dash_new_email_hint(inputs)
});