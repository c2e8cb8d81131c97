/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ geonames: NonNullable<unknown>, license: NonNullable<unknown> }} Prv_Place_TextInputs */

const en_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The city search (the location picker and /lan-centers) uses the cities of ${i?.geonames} and their alternate names, under ${i?.license}, with region names from country-region-data. It runs on our server: what you type is not sent to GeoNames.`)
};

const de_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Städtesuche (die Ortsauswahl und /lan-centers) nutzt die Städte von ${i?.geonames} und ihre alternativen Namen unter ${i?.license}, mit Regionsnamen aus country-region-data. Sie läuft auf unserem Server: Was du eingibst, wird nicht an GeoNames gesendet.`)
};

const fr_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La recherche de villes (le sélecteur de lieu et /lan-centers) utilise les villes de ${i?.geonames} et leurs noms alternatifs, sous licence ${i?.license}, avec les noms de régions de country-region-data. Elle s’exécute sur notre serveur : ce que vous tapez n’est pas envoyé à GeoNames.`)
};

const es_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La búsqueda de ciudades (el selector de ubicación y /lan-centers) usa las ciudades de ${i?.geonames} y sus nombres alternativos, bajo ${i?.license}, con nombres de regiones de country-region-data. Se ejecuta en nuestro servidor: lo que escribes no se envía a GeoNames.`)
};

const pt_br2_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A busca de cidades (o seletor de local e /lan-centers) usa as cidades do ${i?.geonames} e seus nomes alternativos, sob ${i?.license}, com nomes de regiões do country-region-data. Ela roda no nosso servidor: o que você digita não é enviado ao GeoNames.`)
};

const ja_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`都市検索（場所の選択と /lan-centers）では、${i?.geonames} の都市とその別名を ${i?.license} のもとで使用し、地域名には country-region-data を使用しています。検索は当社のサーバー上で行われ、入力内容が GeoNames に送信されることはありません。`)
};

const ko_prv_place_text = /** @type {(inputs: Prv_Place_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`도시 검색(위치 선택기와 /lan-centers)은 ${i?.license}에 따라 ${i?.geonames}의 도시와 그 별칭을 사용하며, 지역 이름은 country-region-data에서 가져옵니다. 검색은 저희 서버에서 실행되므로 입력한 내용은 GeoNames로 전송되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "The city search (the location picker and /lan-centers) uses the cities of {geonames} and their alternate names, under {license}, with region names from count..." |
*
* @param {Prv_Place_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_place_text = /** @type {((inputs: Prv_Place_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Place_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_place_text(inputs)
	if (locale === "fr") return fr_prv_place_text(inputs)
	if (locale === "es") return es_prv_place_text(inputs)
	if (locale === "pt-BR") return pt_br2_prv_place_text(inputs)
	if (locale === "ja") return ja_prv_place_text(inputs)
	if (locale === "ko") return ko_prv_place_text(inputs)
	return en_prv_place_text(inputs)
});