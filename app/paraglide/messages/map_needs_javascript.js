/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Needs_JavascriptInputs */

const en_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map needs JavaScript, which is turned off in this browser. Every LAN center is in the list below.`)
};

const de_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte braucht JavaScript, das in diesem Browser ausgeschaltet ist. Alle LAN-Center stehen in der Liste unten.`)
};

const fr_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte a besoin de JavaScript, désactivé dans ce navigateur. Tous les centres LAN figurent dans la liste ci-dessous.`)
};

const es_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mapa necesita JavaScript, que está desactivado en este navegador. Todos los centros LAN están en la lista de abajo.`)
};

const pt_br2_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O mapa precisa de JavaScript, que está desativado neste navegador. Todos os centros LAN estão na lista abaixo.`)
};

const ja_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図には JavaScript が必要ですが、このブラウザでは無効になっています。すべての LAN センターは下の一覧にあります。`)
};

const ko_map_needs_javascript = /** @type {(inputs: Map_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도는 JavaScript가 필요하지만 이 브라우저에서는 꺼져 있습니다. 모든 LAN 센터는 아래 목록에 있습니다.`)
};

/**
* | output |
* | --- |
* | "The map needs JavaScript, which is turned off in this browser. Every LAN center is in the list below." |
*
* @param {Map_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_needs_javascript = /** @type {((inputs?: Map_Needs_JavascriptInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Needs_JavascriptInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_needs_javascript(inputs)
	if (locale === "fr") return fr_map_needs_javascript(inputs)
	if (locale === "es") return es_map_needs_javascript(inputs)
	if (locale === "pt-BR") return pt_br2_map_needs_javascript(inputs)
	if (locale === "ja") return ja_map_needs_javascript(inputs)
	if (locale === "ko") return ko_map_needs_javascript(inputs)
	return en_map_needs_javascript(inputs)
});