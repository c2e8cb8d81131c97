/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Owners_TextInputs */

const en_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Swap tips on hardware, pricing and events with center owners around the world, and get news from our team first. Included with the LAN Center Subscription.`)
};

const de_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauschen Sie Tipps zu Hardware, Preisen und Events mit Betreibern aus aller Welt aus und erfahren Sie Neuigkeiten unseres Teams zuerst. In der LAN Center Subscription enthalten.`)
};

const fr_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échangez des conseils sur le matériel, les prix et les événements avec des gérants du monde entier, et recevez les nouvelles de notre équipe en premier. Inclus dans la LAN Center Subscription.`)
};

const es_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte consejos sobre hardware, precios y eventos con dueños de centros de todo el mundo y recibe primero las novedades de nuestro equipo. Incluido en la LAN Center Subscription.`)
};

const pt_br2_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troque dicas sobre hardware, preços e eventos com donos de centros do mundo todo e receba primeiro as novidades da nossa equipe. Incluído na LAN Center Subscription.`)
};

const ja_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`世界中のセンターオーナーとハードウェア、料金、イベントのノウハウを交換し、運営チームからの最新情報をいち早く受け取れます。LAN Center Subscription に含まれます。`)
};

const ko_home_owners_text = /** @type {(inputs: Home_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전 세계 센터 운영자와 하드웨어, 요금, 이벤트 노하우를 나누고 저희 팀 소식을 가장 먼저 받아 보세요. LAN Center Subscription에 포함됩니다.`)
};

/**
* | output |
* | --- |
* | "Swap tips on hardware, pricing and events with center owners around the world, and get news from our team first. Included with the LAN Center Subscription." |
*
* @param {Home_Owners_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_owners_text = /** @type {((inputs?: Home_Owners_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Owners_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_owners_text(inputs)
	if (locale === "fr") return fr_home_owners_text(inputs)
	if (locale === "es") return es_home_owners_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_owners_text(inputs)
	if (locale === "ja") return ja_home_owners_text(inputs)
	if (locale === "ko") return ko_home_owners_text(inputs)
	return en_home_owners_text(inputs)
});