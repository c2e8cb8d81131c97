/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Code_SentInputs */

const en_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We've sent a 6-digit code to the new address`)
};

const de_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an die neue Adresse gesendet`)
};

const fr_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un code à 6 chiffres à la nouvelle adresse`)
};

const es_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos enviado un código de 6 dígitos a la nueva dirección`)
};

const pt_br2_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviamos um código de 6 dígitos para o novo endereço`)
};

const ja_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいアドレスに6桁のコードを送信しました`)
};

const ko_dash_msg_code_sent = /** @type {(inputs: Dash_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 주소로 6자리 코드를 보냈습니다`)
};

/**
* | output |
* | --- |
* | "We've sent a 6-digit code to the new address" |
*
* @param {Dash_Msg_Code_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_sent = /** @type {((inputs?: Dash_Msg_Code_SentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Code_SentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_code_sent(inputs)
	if (locale === "fr") return fr_dash_msg_code_sent(inputs)
	if (locale === "es") return es_dash_msg_code_sent(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_code_sent(inputs)
	if (locale === "ja") return ja_dash_msg_code_sent(inputs)
	if (locale === "ko") return ko_dash_msg_code_sent(inputs)
	return en_dash_msg_code_sent(inputs)
});