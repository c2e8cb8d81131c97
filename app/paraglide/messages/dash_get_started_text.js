/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Get_Started_TextInputs */

const en_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your venue or your next event to the LAN Center Network.`)
};

const de_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trage deinen Standort oder dein nächstes Event ins LAN Center Network ein.`)
};

const fr_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez votre établissement ou votre prochain événement au LAN Center Network.`)
};

const es_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade tu local o tu próximo evento a LAN Center Network.`)
};

const pt_br2_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione seu espaço ou seu próximo evento à LAN Center Network.`)
};

const ja_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの店舗や次のイベントを LAN Center Network に追加しましょう。`)
};

const ko_dash_get_started_text = /** @type {(inputs: Dash_Get_Started_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장이나 다음 이벤트를 LAN Center Network에 추가하세요.`)
};

/**
* | output |
* | --- |
* | "Add your venue or your next event to the LAN Center Network." |
*
* @param {Dash_Get_Started_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_get_started_text = /** @type {((inputs?: Dash_Get_Started_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Get_Started_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_get_started_text(inputs)
	if (locale === "fr") return fr_dash_get_started_text(inputs)
	if (locale === "es") return es_dash_get_started_text(inputs)
	if (locale === "pt-BR") return pt_br2_dash_get_started_text(inputs)
	if (locale === "ja") return ja_dash_get_started_text(inputs)
	if (locale === "ko") return ko_dash_get_started_text(inputs)
	return en_dash_get_started_text(inputs)
});