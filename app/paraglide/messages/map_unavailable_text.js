/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Unavailable_TextInputs */

const en_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The interactive map could not be loaded. The list of LAN centers below has the same information. Please try reloading the page later.`)
};

const de_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die interaktive Karte konnte nicht geladen werden. Die Liste der LAN-Center unten enthält dieselben Informationen. Bitte lade die Seite später neu.`)
};

const fr_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte interactive n’a pas pu être chargée. La liste des centres LAN ci-dessous contient les mêmes informations. Veuillez recharger la page plus tard.`)
};

const es_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el mapa interactivo. La lista de centros LAN de abajo tiene la misma información. Vuelve a cargar la página más tarde.`)
};

const pt_br2_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o mapa interativo. A lista de centros LAN abaixo tem as mesmas informações. Tente recarregar a página mais tarde.`)
};

const ja_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インタラクティブマップを読み込めませんでした。下の LAN センター一覧にも同じ情報があります。しばらくしてからページを再読み込みしてください。`)
};

const ko_map_unavailable_text = /** @type {(inputs: Map_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대화형 지도를 불러오지 못했습니다. 아래 LAN 센터 목록에 같은 정보가 있습니다. 나중에 페이지를 다시 불러와 주세요.`)
};

/**
* | output |
* | --- |
* | "The interactive map could not be loaded. The list of LAN centers below has the same information. Please try reloading the page later." |
*
* @param {Map_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_unavailable_text = /** @type {((inputs?: Map_Unavailable_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Unavailable_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_unavailable_text(inputs)
	if (locale === "fr") return fr_map_unavailable_text(inputs)
	if (locale === "es") return es_map_unavailable_text(inputs)
	if (locale === "pt-BR") return pt_br2_map_unavailable_text(inputs)
	if (locale === "ja") return ja_map_unavailable_text(inputs)
	if (locale === "ko") return ko_map_unavailable_text(inputs)
	return en_map_unavailable_text(inputs)
});