/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Photos_IntroInputs */

const en_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first photo is the cover that search results and links show. Photos are resized for every screen and all hidden data (camera, GPS position) is removed.`)
};

const de_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das erste Foto ist das Titelbild, das Suchergebnisse und Links zeigen. Fotos werden für jeden Bildschirm skaliert, und alle versteckten Daten (Kamera, GPS-Position) werden entfernt.`)
};

const fr_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La première photo est la couverture affichée dans les résultats de recherche et les liens. Les photos sont redimensionnées pour chaque écran et toutes les données cachées (appareil, position GPS) sont supprimées.`)
};

const es_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La primera foto es la portada que muestran los resultados de búsqueda y los enlaces. Las fotos se redimensionan para cada pantalla y se eliminan todos los datos ocultos (cámara, posición GPS).`)
};

const pt_br2_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A primeira foto é a capa exibida nos resultados de busca e nos links. As fotos são redimensionadas para cada tela e todos os dados ocultos (câmera, posição de GPS) são removidos.`)
};

const ja_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 枚目の写真が、検索結果やリンクに表示されるカバー写真になります。写真は画面ごとにサイズ調整され、隠れたデータ（カメラ、GPS 位置）はすべて削除されます。`)
};

const ko_pub_photos_intro = /** @type {(inputs: Pub_Photos_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`첫 번째 사진은 검색 결과와 링크에 표시되는 대표 사진입니다. 사진은 화면에 맞게 크기가 조정되고 숨겨진 데이터(카메라, GPS 위치)는 모두 삭제됩니다.`)
};

/**
* | output |
* | --- |
* | "The first photo is the cover that search results and links show. Photos are resized for every screen and all hidden data (camera, GPS position) is removed." |
*
* @param {Pub_Photos_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_intro = /** @type {((inputs?: Pub_Photos_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_intro(inputs)
	if (locale === "fr") return fr_pub_photos_intro(inputs)
	if (locale === "es") return es_pub_photos_intro(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_intro(inputs)
	if (locale === "ja") return ja_pub_photos_intro(inputs)
	if (locale === "ko") return ko_pub_photos_intro(inputs)
	return en_pub_photos_intro(inputs)
});